/** Cities and their venues with tables and menus. */
import { mediaUrl } from '../../media/svg';
import { insertId, updateById } from '../rows';
import type { SeedContext } from './context';
import { CITIES, type CityKey, DEFAULT_CITY, FURNITURE, MENU, VENUES } from './data';

export type CityIds = Record<CityKey, number>;

export async function seedCities({ db }: SeedContext): Promise<CityIds> {
  const cityId = {} as Record<CityKey, number>;
  for (const [i, c] of CITIES.entries()) {
    cityId[c.key] = await insertId(db, 'cities', {
      title: c.title,
      subdomain: c.subdomain,
      currency_code: c.currency_code,
      currency_symbol: c.currency_symbol,
      timezone: c.timezone,
      is_default: c.key === DEFAULT_CITY ? 1 : 0,
      sort_order: i,
    });
  }
  return cityId;
}

const rate = (key: CityKey) => CITIES.find((c) => c.key === key)?.rate ?? 1;

export interface Venues {
  placeIds: number[];
  productsByPlace: Map<number, { id: number; price: number }[]>;
  seatsByPlace: Map<number, number[]>;
}

export async function seedVenues({ db, r, created }: SeedContext, cityId: CityIds): Promise<Venues> {
  const placeIds: number[] = [];
  const productsByPlace = new Map<number, { id: number; price: number }[]>();
  const seatsByPlace = new Map<number, number[]>();
  for (const [vi, v] of VENUES.entries()) {
    const capacities = Array.from({ length: v.tables }, () => r.pick([4, 4, 6, 6, 6, 8]));
    const placeId = await insertId(db, 'places', {
      city_id: cityId[v.city],
      title: v.title,
      address: v.address,
      lat: v.lat,
      lon: v.lon,
      max_players_in_team: v.max_players_in_team,
      preorder_url: null,
      capacity: capacities.reduce((a, b) => a + b, 0),
      furniture: JSON.stringify(FURNITURE),
      secret_slug: `venue-${vi + 1}-${r.hex(12)}`,
      created_at: created,
    });
    placeIds.push(placeId);
    const seatIds: number[] = [];
    for (const [ti, capacity] of capacities.entries()) {
      const seatId = await insertId(db, 'place_seats', {
        place_id: placeId,
        title: `Стол ${ti + 1}`,
        capacity,
        max_capacity: capacity + 2,
        thumbnail: null,
        pos_x: 8 + (ti % 4) * 22,
        pos_y: 22 + Math.floor(ti / 4) * 22,
      });
      await updateById(db, 'place_seats', seatId, { thumbnail: mediaUrl('seats', seatId, true) });
      seatIds.push(seatId);
    }
    seatsByPlace.set(placeId, seatIds);

    const products: { id: number; price: number }[] = [];
    for (const [ri, root] of MENU.entries()) {
      const rootId = await insertId(db, 'menu_categories', {
        place_id: placeId,
        parent_id: null,
        title: root.title,
        picture: null,
        sort_order: ri,
      });
      await updateById(db, 'menu_categories', rootId, { picture: mediaUrl('categories', rootId) });
      for (const [ci, child] of root.children.entries()) {
        const catId = await insertId(db, 'menu_categories', {
          place_id: placeId,
          parent_id: rootId,
          title: child.title,
          picture: null,
          sort_order: ci,
        });
        await updateById(db, 'menu_categories', catId, { picture: mediaUrl('categories', catId) });
        for (const [pi, [title, description, rub]] of child.products.entries()) {
          const price = Math.max(
            1,
            Math.round((rub * rate(v.city)) / (rate(v.city) < 1 ? 1 : 10)) * (rate(v.city) < 1 ? 1 : 10),
          );
          const productId = await insertId(db, 'products', {
            place_id: placeId,
            category_id: catId,
            title,
            description,
            picture: null,
            price,
            sort_order: pi,
          });
          await updateById(db, 'products', productId, { picture: mediaUrl('products', productId) });
          products.push({ id: productId, price });
        }
      }
    }
    productsByPlace.set(placeId, products);
  }
  return { placeIds, productsByPlace, seatsByPlace };
}
