/** Preorder routes: each handler maps one call descriptor to the service. */
import { preorderCalls } from '@quiz/contract';
import { routeCalls } from '../../http/calls';
import * as service from './service';

export const preorderRoutes = routeCalls(preorderCalls, {
  preorderEvent: ({ params, db, user }) => service.preorderEvent(db, params.id, user),
  secretPreorder: ({ params, query, db }) => service.secretPreorder(db, params.slug, query.date),
  menuRoot: ({ query, db }) => service.menuRoot(db, query.place),
  menuCategory: ({ params, query, db }) => service.menuCategory(db, params.category, query.place),
  myCart: ({ params, db, user }) => service.myCart(db, params.id, user),
  createCart: ({ params, db, user }) => service.createCart(db, params.id, user),
  teamCarts: ({ params, db, user }) => service.teamCarts(db, params.event, params.team, user),
  deleteCart: ({ params, db, user }) => service.removeCart(db, params.id, user),
  preorderToken: ({ params, db, user }) => service.teamLink(db, params.id, user),
  redeemPreorderToken: ({ params, body, db, user }) =>
    service.redeemLink(db, params.id, params.token, body.first_name, user),
  preorderAccess: ({ params, query, db, user }) => service.access(db, params.id, query.team, query.t, user),
  addCartItem: ({ body, db, user }) => service.addItem(db, body, user),
  updateCartItem: ({ body, db, user }) => service.setItem(db, body, user),
  deleteCartItem: ({ params, db, user }) => service.removeItem(db, params.id, user),
});
