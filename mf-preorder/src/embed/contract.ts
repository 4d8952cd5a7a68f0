/** What the venue embed loader passes to `mf_preorder/App` besides the usual RemoteAppProps. */
export interface EmbedOptions {
  /** the site's origin: API calls, pictures and links out of the embed go there */
  siteOrigin: string;
  /** inside the element's shadow root: where emotion puts the styles */
  styleRoot: HTMLElement;
  /** inside the element's shadow root: where dialogs would be portalled */
  portal: HTMLElement;
}

/** Attributes of the venue's element: `<div data-quiz-preorder data-event data-team data-token>`. */
export const EMBED_SELECTOR = '[data-quiz-preorder]';
