// Every screen, imported statically for the build-time renderer.
import type { ScreenName } from '../routes';
import type { Screen, ScreenTable } from './App';
import type { PageOf } from './types';
import Article from '../screens/Article';
import BlogList from '../screens/BlogList';
import Document from '../screens/Document';
import Home from '../screens/Home';
import Landing from '../screens/Landing';
import My from '../screens/My';
import NotFound from '../screens/NotFound';
import Offers from '../screens/Offers';
import Partner from '../screens/Partner';
import PartnersList from '../screens/PartnersList';
import Reg from '../screens/Reg';
import Transition from '../screens/Transition';

export const SCREENS: ScreenTable = {
  home: Home,
  blogList: BlogList,
  article: Article,
  document: Document,
  offers: Offers,
  partner: Partner,
  partnersList: PartnersList,
  reg: Reg,
  transition: Transition,
  landing: Landing,
  my: My,
  notFound: NotFound,
};

/** The screen that shows `page`. */
export const screenOf = <S extends ScreenName>(page: PageOf<S>): Screen<S> => SCREENS[page.screen];
