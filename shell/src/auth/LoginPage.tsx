/**
 * The /login route (query `from`): the same steps as the modal; afterwards the user goes to
 * `from`, or to '/' (SPEC §2). Someone already logged in is sent on at once.
 */
import { session$ } from '@quiz/bus';
import { useBehavior } from '@quiz/bus/react';
import { Card, PageFrame } from '@quiz/ui';
import { useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LoginFlow } from './LoginFlow';
import { safeFrom } from './redirect';
import { AUTH_TEXTS } from './texts';

export default function LoginPage() {
  const [params] = useSearchParams();
  const target = safeFrom(params.get('from')) ?? '/';
  const navigate = useNavigate();
  const session = useBehavior(session$);
  // while the flow runs (e.g. the USERNAME step after the token is stored) it decides when to leave
  const inFlow = useRef(false);

  if (session.token && session.user && !inFlow.current) return <Navigate to={target} replace />;

  return (
    <PageFrame title={AUTH_TEXTS.title} narrow>
      <Card padding={6}>
        <LoginFlow
          onStepChange={(step) => {
            inFlow.current = step !== 'AUTH';
          }}
          onDone={() => {
            inFlow.current = false;
            navigate(target, { replace: true });
          }}
        />
      </Card>
    </PageFrame>
  );
}
