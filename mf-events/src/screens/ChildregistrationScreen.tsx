import type { RemoteAppProps } from '@quiz/federation';
import { HomeView } from '../features/home/HomeView';

/** Route `childregistration`: the home screen with the child sign-up form open. */
export default function ChildregistrationScreen({ query }: RemoteAppProps) {
  return <HomeView query={query} childRegistration />;
}
