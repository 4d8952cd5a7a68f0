/**
 * The state a server-rendered page carries for the browser, embedded as JSON in
 * `<script id="quiz-ssr" type="application/json">`: written by the server (packages/server/src/ssr),
 * read by the shell before it hydrates. Types only (and the element id): no schema reaches the browser.
 */
import type { CommonResponse } from './calls/common';
import type { City, User } from './entities';

export const SSR_STATE_ELEMENT_ID = 'quiz-ssr';

export interface SsrPageState {
  /** path and query the page was rendered for */
  url: string;
  /** the route catalogue's name and owner of that URL */
  route: string;
  owner: string;
  /** the owner's version the server rendered with (the registry's current one) */
  version: string | null;
  params: Record<string, string>;
  query: Record<string, string>;
  /** the city the page was rendered for (the `quiz_city` cookie, else the default city) */
  city: City | null;
  cities: City[];
  common: CommonResponse | null;
  /** the route loader's answer the remote rendered with */
  data: unknown;
  /**
   * a personal page (the route's `personalRendered`): the player of the `quiz_token` cookie it was
   * rendered for (never the token). Absent on a public page, rendered for nobody.
   */
  user?: User;
}

/** What the shell's server bundle (`shell/dist/.server/ssr.js`) exports. */
export interface ShellServerBundle {
  /** the markup of `#root`: the shell's frame with `slotHtml` as the remote's slot */
  renderFrame(state: SsrPageState, slotHtml: string): string;
}

/** What a remote's server bundle (`<remote>/dist/<version>/.server/ssr.js`) exports. */
export interface RemoteServerBundle {
  render(request: {
    route: string;
    params: Record<string, string>;
    query: Record<string, string>;
    city: City | null;
    /** the signed-in player of a personal page (the transport's calls are his); absent: nobody */
    user?: User;
    transport: (request: { method: string; url: string }) => Promise<{ status: number; body: unknown }>;
    signal?: AbortSignal;
  }): Promise<{
    html: string;
    data: unknown;
    /** the route's loader said the URL names nothing (a bundle built before this existed omits it) */
    notFound?: boolean;
  }>;
}
