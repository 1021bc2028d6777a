// Every screen as a lazy chunk for the browser (one chunk per screen, hashed by the build).
import type { ScreenTable } from '../app/App';
import type { ScreenName } from '../routes';

type Loaders = { [S in ScreenName]: () => Promise<{ default: ScreenTable[S] }> };

export const SCREEN_LOADERS: Loaders = {
  home: () => import('../screens/Home'),
  blogList: () => import('../screens/BlogList'),
  article: () => import('../screens/Article'),
  document: () => import('../screens/Document'),
  offers: () => import('../screens/Offers'),
  partner: () => import('../screens/Partner'),
  partnersList: () => import('../screens/PartnersList'),
  reg: () => import('../screens/Reg'),
  transition: () => import('../screens/Transition'),
  landing: () => import('../screens/Landing'),
  my: () => import('../screens/My'),
  notFound: () => import('../screens/NotFound'),
};
