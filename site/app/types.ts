// What the build hands each screen: serialisable data, already in the page's language.
// The same object is inlined in the pre-rendered HTML and written as the page's data file, so the
// client router can show any page without a reload.
import type { Lang, ScreenName } from '../routes';
import type { ArticleData } from '../screens/Article';
import type { BlogListData } from '../screens/BlogList';
import type { DocumentData } from '../screens/Document';
import type { HomeData } from '../screens/Home';
import type { LandingData } from '../screens/Landing';
import type { MyData } from '../screens/My';
import type { NotFoundData } from '../screens/NotFound';
import type { OffersData } from '../screens/Offers';
import type { PartnerData } from '../screens/Partner';
import type { PartnersListData } from '../screens/PartnersList';
import type { RegData } from '../screens/Reg';
import type { TransitionData } from '../screens/Transition';

/**
 * The data each screen takes, declared once beside the screen. The build's page data
 * (site/build/pages.ts), the server renderer's and the browser's screen tables are typed by it, so
 * a page whose data drifts from its screen is a `tsc` error.
 */
export interface ScreenData {
  home: HomeData;
  blogList: BlogListData;
  article: ArticleData;
  document: DocumentData;
  offers: OffersData;
  partner: PartnerData;
  partnersList: PartnersListData;
  reg: RegData;
  transition: TransitionData;
  landing: LandingData;
  my: MyData;
  notFound: NotFoundData;
}

export interface PageOf<S extends ScreenName> {
  screen: S;
  lang: Lang;
  /** The path with its language prefix, e.g. `/en/blog/`. */
  path: string;
  /** The HTTP status the server answers for this page. */
  status: number;
  /** Middleware the page's route names (site/app/middleware.ts), run before it shows. */
  middleware?: readonly string[];
  data: ScreenData[S];
}

/** Any page: what the document inlines and the data files hold. */
export type PageData = PageOf<ScreenName>;
