import { routeId } from '@quiz/domain';
import type { RemoteAppProps } from '@quiz/federation';
import { PhotosView } from '../features/organizer/PhotosView';

/** Route `organizerEventPhotos` (/organizer/event/{eventId}/photos): upload and order the photo report. */
export default function OrganizerPhotosScreen(props: RemoteAppProps) {
  return <PhotosView eventId={routeId(props.params.eventId)} />;
}
