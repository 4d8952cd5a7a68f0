/** RemoteAppProps of a screen as the shell passes them; `data` is the route loader's answer. */
import type { RemoteAppProps } from '@quiz/federation';

const host = { loadRemote: () => Promise.reject(new Error('unused')) };

export function screenProps(
  route: RemoteAppProps['route'],
  over: Partial<Omit<RemoteAppProps, 'route'>> = {},
): RemoteAppProps {
  return { route, params: {}, query: {}, embedded: false, host, ...over };
}

/** Lets effects run and any request they started reach the (fake) network. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 50));
