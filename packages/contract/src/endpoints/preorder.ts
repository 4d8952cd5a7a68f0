/** Preorder (mf-preorder): the venue menu, carts and their items, the team link, the venue's secret page. */
import { endpoint } from '../endpoint';

export const preorderEndpoints = {
  preorderEvent: endpoint('GET', '/api/event/:id/preorder/'),
  secretPreorder: endpoint('GET', '/api/secret_preorder/:slug/'),
  menuRoot: endpoint('GET', '/api/preorder/'),
  menuCategory: endpoint('GET', '/api/preorder/:category/'),
  myCart: endpoint('GET', '/api/preorder/event_team/:id/cart/', 'user'),
  createCart: endpoint('POST', '/api/preorder/event_team/:id/cart/', 'user'),
  teamCarts: endpoint('GET', '/api/preorder/:event/:team/carts/', 'user'),
  deleteCart: endpoint('DELETE', '/api/preorder/carts/:id/', 'user'),
  preorderToken: endpoint('GET', '/api/preorder/:id/token/', 'user'),
  redeemPreorderToken: endpoint('POST', '/api/preorder/event/:id/token/:token/'),
  preorderAccess: endpoint('GET', '/api/preorder/event/:id/access/'),
  addCartItem: endpoint('POST', '/api/preorder/cart_item/', 'user'),
  updateCartItem: endpoint('PATCH', '/api/preorder/cart_item/', 'user'),
  deleteCartItem: endpoint('DELETE', '/api/preorder/cart_item/:id/', 'user'),
} as const;
