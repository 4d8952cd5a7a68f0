export * from './components/AddToCalendar';
export * from './components/AppLink';
export * from './components/Button';
export * from './components/Collapsible';
export * from './components/copy-link';
export * from './components/DeferredHydration';
export * from './components/EventStatusNote';
export * from './components/fields';
export * from './components/form';
export * from './components/GameNav';
export * from './components/GameSummary';
export * from './components/icons';
export * from './components/LazyModal';
export * from './components/layout';
export * from './components/QueryState';
export * from './components/Spinner';
export * from './components/Stars';
export * from './components/scroll';
export * from './components/Table';
export * from './components/Tabs';
export * from './formatters';
export { GlobalStyles } from './GlobalStyles';
export {
  SCROLL_SETTLE_MS,
  useHydrated,
  useIsMobile,
  useKeptOnceLive,
  useMediaQuery,
  useNowPassing,
  useScrollIntoViewWhile,
} from './hooks';
export * from './tokens';
