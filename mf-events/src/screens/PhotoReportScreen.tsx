import type { RemoteAppProps } from '@quiz/federation';
import { PhotoReportView } from '../features/photo-report/PhotoReportView';

/** Route `PhotoReport` (/event/{eventId}/photoReport). */
export default function PhotoReportScreen({ params }: RemoteAppProps) {
  return <PhotoReportView eventId={Number(params.eventId)} />;
}
