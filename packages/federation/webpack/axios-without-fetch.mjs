// @ts-check
/**
 * Stands in for axios's fetch adapter in the browser builds. Every request of ours goes through
 * axios's XHR adapter: it comes first in axios's default order and every browser we serve has
 * XMLHttpRequest. The fetch adapter and the helpers only it uses (streams, signal composition,
 * multipart bodies, data: URLs) were 11 KB of the shell's entry (4.3 KB gzip) that no request ever
 * ran; axios is a shared singleton, shipped whole, so nothing else could drop them. Here `fetch`
 * reads as an adapter this environment does not support, which is axios's own answer for it.
 */
/** @public axios's fetch adapter module reads `getFetch` of the module it is aliased to */
export const getFetch = () => false;
export default false;
