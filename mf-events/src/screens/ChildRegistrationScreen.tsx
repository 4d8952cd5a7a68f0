import type { RemoteAppProps } from '@quiz/federation';
import { HomeView } from '../features/home/HomeView';

/** Route `childRegistration`: the home screen with the child sign-up form open. */
export default function ChildRegistrationScreen({ query }: RemoteAppProps) {
  return <HomeView query={query} childRegistration />;
}
