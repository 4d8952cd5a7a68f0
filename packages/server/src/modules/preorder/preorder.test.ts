/**
 * Preorder calls on the seeded demo database, on SQLite and PostgreSQL: catalog, access notices, carts
 * and their permission rules (owner / teammate / stranger / guest by the team link), quantity bounds,
 * the secret page, and 200 concurrent quantity updates of one item.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { nowIso } from '../../db/schema';
import { issueToken } from '../../plugins/current-user';

interface CartJson {
  id: number;
  name: string;
  user: number | null;
  event_team: number;
  cart_items: { id: number; quantity: number; version: number; product: { id: number; price: number } }[];
  can_write?: boolean;
  can_delete?: boolean;
}
interface ItemJson {
  id: number;
  cart: number;
  quantity: number;
  version: number;
}

describeEachDb('mf-preorder: preorder API', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let eventId: number; // preorder open
  let placeId: number;
  let teamId: number;
  let eventTeamId: number;
  let owner: { id: number; token: string };
  let teammate: { id: number; token: string };
  let stranger: { id: number; token: string };
  let otherTeamPlayer: { id: number; token: string };
  let otherTeamId: number;
  let products: number[];
  let foreignProduct: number;
  let closedEventId: number;
  let closedTeamId: number;
  let closedPlayer: { id: number; token: string };

  const call = (opts: InjectOptions & { token?: string }) => {
    const { token, ...rest } = opts;
    return app.inject({ ...rest, headers: { ...(token ? { authorization: `Token ${token}` } : {}) } });
  };
  const login = async (id: number) => ({ id, token: await issueToken(app.db, id) });

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    const db = app.db;
    const ev = await db
      .selectFrom('events')
      .select(['id', 'place_id'])
      .where('is_preorder_opened', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    eventId = ev.id;
    placeId = ev.place_id;
    const ets = await db
      .selectFrom('event_teams')
      .select(['id', 'team_id'])
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute();
    const [a, b] = ets;
    if (!a || !b) throw new Error('seed: two teams expected');
    eventTeamId = a.id;
    teamId = a.team_id;
    otherTeamId = b.team_id;
    const players = await db
      .selectFrom('event_players')
      .innerJoin('users', 'users.id', 'event_players.user_id')
      .select(['users.id as id'])
      .where('event_team_id', '=', a.id)
      .where('users.phone', 'is not', null)
      .orderBy('event_players.id')
      .execute();
    const [p1, p2] = players;
    if (!p1 || !p2) throw new Error('seed: two players expected');
    // a fresh owner without a seeded cart: the third player, else delete the second's cart
    await db.deleteFrom('carts').where('event_team_id', '=', a.id).execute();
    owner = await login(p1.id);
    teammate = await login(p2.id);
    const bp = await db
      .selectFrom('event_players')
      .select('user_id')
      .where('event_team_id', '=', b.id)
      .executeTakeFirstOrThrow();
    otherTeamPlayer = await login(bp.user_id);
    const s = await db
      .insertInto('users')
      .values({ first_name: 'Чужой', phone: '79995550011' })
      .returning('id')
      .executeTakeFirstOrThrow();
    stranger = await login(s.id);
    const ps = await db
      .selectFrom('products')
      .select('id')
      .where('place_id', '=', placeId)
      .orderBy('id')
      .limit(3)
      .execute();
    products = ps.map((p) => p.id);
    const fp = await db
      .selectFrom('products')
      .select('id')
      .where('place_id', '!=', placeId)
      .executeTakeFirstOrThrow();
    foreignProduct = fp.id;
    const closed = await db
      .selectFrom('events')
      .innerJoin('event_teams', 'event_teams.event_id', 'events.id')
      .innerJoin('event_players', 'event_players.event_team_id', 'event_teams.id')
      .select(['events.id as id', 'event_teams.team_id as team_id', 'event_players.user_id as user_id'])
      .where('events.is_preorder_opened', '=', 0)
      .where('events.date', '>', nowIso())
      .where('events.workflow_state', '=', 'published')
      .orderBy('events.id')
      .executeTakeFirstOrThrow();
    closedEventId = closed.id;
    closedTeamId = closed.team_id;
    closedPlayer = await login(closed.user_id);
  }, 60_000);
  afterAll(async () => t?.close());

  const access = async (who: { token: string } | null, team = teamId, tq?: string, ev = eventId) => {
    const res = await call({
      method: 'GET',
      url: `/api/preorder/event/${ev}/access/?team=${team}${tq ? `&t=${tq}` : ''}`,
      token: who?.token,
    });
    expect(res.statusCode).toBe(200);
    return json<{ status: string; can_order: boolean; cart: number | null; own_team: { id: number } | null }>(
      res.body,
    );
  };

  it('catalog: event/{id}/preorder/, preorder/?place=, preorder/{category}/?place= with breadcrumbs', async () => {
    const ev = await call({ method: 'GET', url: `/api/event/${eventId}/preorder/` });
    expect(ev.statusCode).toBe(200);
    const body = json<{ event: { id: number; is_preorder_opened: boolean }; categories: { id: number }[] }>(
      ev.body,
    );
    expect(body.event.is_preorder_opened).toBe(true);
    expect(body.categories.length).toBeGreaterThan(0);
    const roots = json<{ id: number; title: string }[]>(
      (await call({ method: 'GET', url: `/api/preorder/?place=${placeId}` })).body,
    );
    expect(roots.map((r) => r.id)).toEqual(body.categories.map((c) => c.id));
    const root = roots[0];
    const cat = json<{ children: { id: number }[]; parents: unknown[]; products: unknown[] }>(
      (await call({ method: 'GET', url: `/api/preorder/${root?.id}/?place=${placeId}` })).body,
    );
    expect(cat.parents).toEqual([]);
    expect(cat.children.length).toBeGreaterThan(0);
    const child = json<{ parents: { id: number; title: string }[]; products: { price: number }[] }>(
      (await call({ method: 'GET', url: `/api/preorder/${cat.children[0]?.id}/?place=${placeId}` })).body,
    );
    expect(child.parents).toEqual([{ id: root?.id, title: root?.title, picture: expect.any(String) }]);
    expect(child.products.length).toBeGreaterThan(0);
    // wrong place, missing place, unknown event
    expect((await call({ method: 'GET', url: `/api/preorder/${root?.id}/?place=999999` })).statusCode).toBe(
      404,
    );
    const noPlace = await call({ method: 'GET', url: '/api/preorder/' });
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.body).toContain('Укажите заведение.');
    expect((await call({ method: 'GET', url: '/api/event/999999/preorder/' })).statusCode).toBe(404);
  });

  it('access: every notice status', async () => {
    expect((await access(null)).status).toBe('anonymous');
    expect((await access(owner)).status).toBe('registered');
    expect((await access(owner)).can_order).toBe(true);
    expect((await access(stranger)).status).toBe('not_registered');
    const other = await access(otherTeamPlayer);
    expect(other.status).toBe('other_team');
    expect(other.own_team?.id).toBe(otherTeamId);
    expect((await access(closedPlayer, closedTeamId, undefined, closedEventId)).status).toBe('closed');
    const noPhone = await app.db
      .insertInto('users')
      .values({ first_name: 'Без телефона', phone: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await access(await login(noPhone.id))).status).toBe('no_phone');
  });

  it('carts: the owner orders; POST adds, PATCH sets, bounds 1..99 with Russian errors', async () => {
    const none = await call({
      method: 'GET',
      url: `/api/preorder/event_team/${eventTeamId}/cart/`,
      token: owner.token,
    });
    expect(none.statusCode).toBe(200);
    expect(json<{ cart: null }>(none.body).cart).toBeNull();
    const created = await call({
      method: 'POST',
      url: `/api/preorder/event_team/${eventTeamId}/cart/`,
      token: owner.token,
    });
    expect(created.statusCode).toBe(201);
    const cart = json<CartJson>(created.body);
    const again = json<CartJson>(
      (
        await call({
          method: 'POST',
          url: `/api/preorder/event_team/${eventTeamId}/cart/`,
          token: owner.token,
        })
      ).body,
    );
    expect(again.id).toBe(cart.id);

    const add = (product: number, quantity: number, token = owner.token) =>
      call({
        method: 'POST',
        url: '/api/preorder/cart_item/',
        token,
        payload: { cart: cart.id, product, quantity },
      });
    const a1 = await add(products[0] ?? 0, 2);
    expect(a1.statusCode).toBe(201);
    expect(json<ItemJson>(a1.body).quantity).toBe(2);
    const a2 = json<ItemJson>((await add(products[0] ?? 0, 3)).body);
    expect(a2.quantity).toBe(5);
    expect(a2.id).toBe(json<ItemJson>(a1.body).id);
    const over = await add(products[0] ?? 0, 95);
    expect(over.statusCode).toBe(400);
    expect(json(over.body)).toEqual({ quantity: ['В корзине уже 5 шт.: всего можно не больше 99.'] });
    for (const bad of [0, 100, 1.5, -1]) {
      const r = await call({
        method: 'PATCH',
        url: '/api/preorder/cart_item/',
        token: owner.token,
        payload: { cart: cart.id, product: products[0], quantity: bad },
      });
      expect(r.statusCode).toBe(400);
      expect(r.body).toContain('Количество — от 1 до 99.');
    }
    const set = await call({
      method: 'PATCH',
      url: '/api/preorder/cart_item/',
      token: owner.token,
      payload: { cart: cart.id, product: products[0], quantity: 99 },
    });
    expect(set.statusCode).toBe(200);
    expect(json<ItemJson>(set.body).quantity).toBe(99);
    const foreign = await add(foreignProduct, 1);
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign.body)).toEqual({ product: ['Такого товара нет в меню заведения.'] });
    const second = json<ItemJson>((await add(products[1] ?? 0, 1)).body);
    const del = await call({
      method: 'DELETE',
      url: `/api/preorder/cart_item/${second.id}/`,
      token: owner.token,
    });
    expect(del.statusCode).toBe(204);
    const mine = json<{ cart: CartJson }>(
      (
        await call({
          method: 'GET',
          url: `/api/preorder/event_team/${eventTeamId}/cart/`,
          token: owner.token,
        })
      ).body,
    );
    expect(mine.cart.cart_items.map((i) => [i.product.id, i.quantity])).toEqual([[products[0], 99]]);
    // unchanged after the failed writes
    expect((await add(products[0] ?? 0, 1)).statusCode).toBe(400);
    expect((await access(owner)).cart).toBe(cart.id);
  });

  it('permissions: teammate reads only (deletes with a phone), stranger and anonymous get nothing', async () => {
    const carts = json<{ carts: CartJson[] }>(
      (await call({ method: 'GET', url: `/api/preorder/${eventId}/${teamId}/carts/`, token: teammate.token }))
        .body,
    );
    const ownerCart = carts.carts.find((c) => c.user === owner.id);
    expect(ownerCart).toMatchObject({ can_write: false, can_delete: true });
    // a teammate's cart is named by its player, whatever name the cart was stored with («Мой заказ»)
    const ownerName = await app.db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('carts')
      .set({ name: 'Мой заказ' })
      .where('id', '=', ownerCart?.id ?? 0)
      .execute();
    const named = json<{ carts: CartJson[] }>(
      (await call({ method: 'GET', url: `/api/preorder/${eventId}/${teamId}/carts/`, token: teammate.token }))
        .body,
    );
    expect(named.carts.find((c) => c.user === owner.id)?.name).toBe(ownerName.first_name);
    const item = ownerCart?.cart_items[0];
    const tw = await call({
      method: 'PATCH',
      url: '/api/preorder/cart_item/',
      token: teammate.token,
      payload: { cart: ownerCart?.id, product: products[0], quantity: 3 },
    });
    expect(tw.statusCode).toBe(403);
    expect(json(tw.body)).toEqual({ detail: 'Это корзина другого участника: её можно только посмотреть.' });
    expect(
      (await call({ method: 'DELETE', url: `/api/preorder/cart_item/${item?.id}/`, token: teammate.token }))
        .statusCode,
    ).toBe(403);
    // stranger: no reading, no writing
    const sr = await call({
      method: 'GET',
      url: `/api/preorder/${eventId}/${teamId}/carts/`,
      token: stranger.token,
    });
    expect(sr.statusCode).toBe(403);
    expect(json(sr.body)).toEqual({ detail: 'Корзины этой команды видят только её участники.' });
    const sw = await call({
      method: 'POST',
      url: '/api/preorder/cart_item/',
      token: stranger.token,
      payload: { cart: ownerCart?.id, product: products[0], quantity: 1 },
    });
    expect(sw.statusCode).toBe(403);
    expect(
      (
        await call({
          method: 'POST',
          url: `/api/preorder/event_team/${eventTeamId}/cart/`,
          token: stranger.token,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call({ method: 'DELETE', url: `/api/preorder/carts/${ownerCart?.id}/`, token: stranger.token }))
        .statusCode,
    ).toBe(403);
    // anonymous: 401
    expect((await call({ method: 'GET', url: `/api/preorder/${eventId}/${teamId}/carts/` })).statusCode).toBe(
      401,
    );
    expect(
      (
        await call({
          method: 'PATCH',
          url: '/api/preorder/cart_item/',
          payload: { cart: ownerCart?.id, product: products[0], quantity: 1 },
        })
      ).statusCode,
    ).toBe(401);
    // the item is intact
    const mine = json<{ cart: CartJson }>(
      (
        await call({
          method: 'GET',
          url: `/api/preorder/event_team/${eventTeamId}/cart/`,
          token: owner.token,
        })
      ).body,
    );
    expect(mine.cart.cart_items[0]?.quantity).toBe(99);
  });

  it('team link: a player gets it; an anonymous visitor gives a name, gets a token and orders; guests cannot delete', async () => {
    expect(
      (await call({ method: 'GET', url: `/api/preorder/${eventTeamId}/token/`, token: stranger.token }))
        .statusCode,
    ).toBe(403);
    const linkRes = await call({
      method: 'GET',
      url: `/api/preorder/${eventTeamId}/token/`,
      token: owner.token,
    });
    expect(linkRes.statusCode).toBe(200);
    const link = json<{ token: string; event: number; team: number }>(linkRes.body);
    expect(link).toMatchObject({ event: eventId, team: teamId });
    expect(
      json<{ token: string }>(
        (await call({ method: 'GET', url: `/api/preorder/${eventTeamId}/token/`, token: teammate.token }))
          .body,
      ).token,
    ).toBe(link.token);

    expect((await access(null, teamId, link.token)).status).toBe('invited');
    expect((await access(null, otherTeamId, link.token)).status).toBe('anonymous');
    const short = await call({
      method: 'POST',
      url: `/api/preorder/event/${eventId}/token/${link.token}/`,
      payload: { first_name: 'Я' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Имя — от 2 до 18 символов.');
    const bad = await call({
      method: 'POST',
      url: `/api/preorder/event/${eventId}/token/${'0'.repeat(32)}/`,
      payload: { first_name: 'Гость' },
    });
    expect(bad.statusCode).toBe(404);
    expect(json(bad.body)).toEqual({ detail: 'Ссылка для предзаказа недействительна.' });
    const usersBefore = await app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const ok = await call({
      method: 'POST',
      url: `/api/preorder/event/${eventId}/token/${link.token}/`,
      payload: { first_name: '  Гость Петя ' },
    });
    expect(ok.statusCode).toBe(201);
    const guest = json<{
      authToken: string;
      user: { id: number; first_name: string; phone: null };
      cart: number;
    }>(ok.body);
    expect(guest.user.first_name).toBe('Гость Петя');
    expect(guest.user.phone).toBeNull();
    const usersAfter = await app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(usersAfter.n)).toBe(Number(usersBefore.n) + 1);
    const g = { id: guest.user.id, token: guest.authToken };
    const ga = await access(g);
    expect(ga).toMatchObject({ status: 'guest', can_order: true, cart: guest.cart });
    const item = await call({
      method: 'POST',
      url: '/api/preorder/cart_item/',
      token: g.token,
      payload: { cart: guest.cart, product: products[2], quantity: 2 },
    });
    expect(item.statusCode).toBe(201);
    const seen = json<{ carts: CartJson[] }>(
      (await call({ method: 'GET', url: `/api/preorder/${eventId}/${teamId}/carts/`, token: g.token })).body,
    );
    expect(seen.carts[0]).toMatchObject({ id: guest.cart, can_write: true, can_delete: false });
    const others = seen.carts.filter((c) => c.id !== guest.cart);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((c) => !c.can_write && !c.can_delete)).toBe(true);
    const gd = await call({ method: 'DELETE', url: `/api/preorder/carts/${guest.cart}/`, token: g.token });
    expect(gd.statusCode).toBe(403);
    expect(json(gd.body)).toEqual({ detail: 'Удалять корзины могут только участники команды с телефоном.' });
    // a teammate with a phone deletes the guest's cart
    expect(
      (await call({ method: 'DELETE', url: `/api/preorder/carts/${guest.cart}/`, token: teammate.token }))
        .statusCode,
    ).toBe(204);
    expect((await access(g)).status).toBe('no_phone');
  });

  it('preorder closed: nothing is written', async () => {
    const et = await app.db
      .selectFrom('event_teams')
      .select('id')
      .where('event_id', '=', closedEventId)
      .where('team_id', '=', closedTeamId)
      .executeTakeFirstOrThrow();
    const r = await call({
      method: 'POST',
      url: `/api/preorder/event_team/${et.id}/cart/`,
      token: closedPlayer.token,
    });
    expect(r.statusCode).toBe(403);
    expect(json(r.body)).toEqual({ detail: 'Предзаказ ещё не открыт: он откроется в день игры.' });
  });

  it('secret page: grouped by event, team and player, no login; 404 for an unknown slug; date format checked', async () => {
    // a guest orders through the team link: listed as a guest of the team
    const link = json<{ token: string }>(
      (await call({ method: 'GET', url: `/api/preorder/${eventTeamId}/token/`, token: owner.token })).body,
    );
    const guest = json<{ authToken: string; cart: number }>(
      (
        await call({
          method: 'POST',
          url: `/api/preorder/event/${eventId}/token/${link.token}/`,
          payload: { first_name: 'Гость Секрет' },
        })
      ).body,
    );
    await call({
      method: 'POST',
      url: '/api/preorder/cart_item/',
      token: guest.authToken,
      payload: { cart: guest.cart, product: products[1], quantity: 2 },
    });
    const place = await app.db
      .selectFrom('places')
      .select('secret_slug')
      .where('id', '=', placeId)
      .executeTakeFirstOrThrow();
    const res = await call({ method: 'GET', url: `/api/secret_preorder/${place.secret_slug}/` });
    expect(res.statusCode).toBe(200);
    const body = json<{
      date: string;
      dates: string[];
      events: {
        event: { id: number };
        teams: {
          team: { id: number };
          carts: { name: string; guest: boolean; orders: { quantity: number; price: number }[] }[];
        }[];
      }[];
    }>(res.body);
    expect(body.dates[0]).toBe(body.date);
    const ev = body.events.find((e) => e.event.id === eventId);
    expect(ev).toBeDefined();
    const team = ev?.teams.find((x) => x.team.id === teamId);
    expect(team?.carts.map((c) => c.orders.map((o) => o.quantity))).toContainEqual([99]);
    expect(team?.carts.find((c) => c.name === 'Гость Секрет')).toMatchObject({ guest: true });
    expect(team?.carts.filter((c) => c.name !== 'Гость Секрет').every((c) => !c.guest)).toBe(true);
    const dated = await call({
      method: 'GET',
      url: `/api/secret_preorder/${place.secret_slug}/?date=${body.date}`,
    });
    expect(json(dated.body)).toEqual(body);
    const empty = json<{ events: unknown[] }>(
      (await call({ method: 'GET', url: `/api/secret_preorder/${place.secret_slug}/?date=2001-01-01` })).body,
    );
    expect(empty.events).toEqual([]);
    expect(
      (await call({ method: 'GET', url: `/api/secret_preorder/${place.secret_slug}/?date=01.01.2001` }))
        .statusCode,
    ).toBe(400);
    expect((await call({ method: 'GET', url: '/api/secret_preorder/nope/' })).statusCode).toBe(404);
  });

  it('200 concurrent quantity updates of one item end consistent: last acknowledged write wins, no duplicates', async () => {
    const cart = json<{ cart: CartJson }>(
      (
        await call({
          method: 'GET',
          url: `/api/preorder/event_team/${eventTeamId}/cart/`,
          token: owner.token,
        })
      ).body,
    ).cart;
    const product = products[1] ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call({
          method: 'PATCH',
          url: '/api/preorder/cart_item/',
          token: owner.token,
          payload: { cart: cart.id, product, quantity: (i % 99) + 1 },
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const items = answers.map((a) => json<ItemJson>(a.body));
    const versions = items.map((i) => i.version);
    expect(new Set(versions).size).toBe(200);
    const last = items.reduce((a, b) => (b.version > a.version ? b : a));
    const rows = await app.db
      .selectFrom('cart_items')
      .selectAll()
      .where('cart_id', '=', cart.id)
      .where('product_id', '=', product)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.quantity).toBe(last.quantity);
    expect(rows[0]?.version).toBe(last.version);
    expect(new Set(items.map((i) => i.id)).size).toBe(1);
  }, 60_000);
});
