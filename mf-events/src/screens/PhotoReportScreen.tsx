import { useCity } from '@quiz/bus/react';
import { parseId } from '@quiz/domain';
import { initialRouteData, type RemoteAppProps } from '@quiz/federation';
import { PhotoReportNotFound, PhotoReportView } from '../features/photo-report/PhotoReportView';
import type { PhotoReportData } from '../features/photo-report/photoReportData';

/** Route `photoReport` (/event/{eventId}/photoReport); a non-numeric id is «Игра не найдена» at once. */
export default function PhotoReportScreen(props: RemoteAppProps) {
  const city = useCity();
  const eventId = parseId(props.params.eventId);
  const initial = initialRouteData<PhotoReportData>(props, city?.id ?? null);
  return eventId === null ? (
    <PhotoReportNotFound />
  ) : (
    <PhotoReportView key={eventId} eventId={eventId} initial={initial} />
  );
}
