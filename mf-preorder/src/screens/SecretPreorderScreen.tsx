import type { RemoteAppProps } from '@quiz/federation';
import { SecretPreorderView } from '../features/secret/SecretPreorderView';

/** Route `secretPreorder` (/preorder/{secret}, query date). */
export default function SecretPreorderScreen({ params, query }: RemoteAppProps) {
  return <SecretPreorderView secret={params.secret ?? ''} {...(query.date ? { date: query.date } : {})} />;
}
