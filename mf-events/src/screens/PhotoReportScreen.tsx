import { parseId } from '@quiz/domain';
import type { RemoteAppProps } from '@quiz/federation';
import { PhotoReportNotFound, PhotoReportView } from '../features/photo-report/PhotoReportView';

/** Route `photoReport` (/event/{eventId}/photoReport); a non-numeric id is «Игра не найдена» at once. */
export default function PhotoReportScreen(props: RemoteAppProps) {
  const eventId = parseId(props.params.eventId);
  return eventId === null ? <PhotoReportNotFound /> : <PhotoReportView key={eventId} eventId={eventId} />;
}
