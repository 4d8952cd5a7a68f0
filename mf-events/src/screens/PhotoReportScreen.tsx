import { parseId } from '@quiz/domain';
import type { RemoteAppProps } from '@quiz/federation';
import { PhotoReportNotFound, PhotoReportView } from '../features/photo-report/PhotoReportView';

/** Route `PhotoReport` (/event/{eventId}/photoReport); a non-numeric id is «Игра не найдена» at once. */
export default function PhotoReportScreen({ params }: RemoteAppProps) {
  const eventId = parseId(params.eventId);
  return eventId === null ? <PhotoReportNotFound /> : <PhotoReportView eventId={eventId} />;
}
