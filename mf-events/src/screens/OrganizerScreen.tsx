import { OrganizerHomeView } from '../features/organizer/OrganizerHomeView';

/** Route `organizer` (/organizer): the organizer's games. */
export default function OrganizerScreen() {
  return <OrganizerHomeView />;
}
