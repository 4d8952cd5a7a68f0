/** SPEC §7 "Common data": GET /api/common, /api/cities_list, /api/landing_feed, /api/theme/. */
import type {
  CitiesListResponse,
  CommonResponse,
  LandingFeedResponse,
  ThemeListResponse,
} from '@quiz/contract';
import { type CallOptions, clientOf } from '../client';

/** Site-wide settings: contact phone, default city, limits. */
export async function getCommon(options?: CallOptions): Promise<CommonResponse> {
  const { data } = await clientOf(options).get<CommonResponse>('common', { signal: options?.signal });
  return data;
}

/** Every city for the city choice modal. */
export async function getCitiesList(options?: CallOptions): Promise<CitiesListResponse> {
  const { data } = await clientOf(options).get<CitiesListResponse>('cities_list', {
    signal: options?.signal,
  });
  return data;
}

/** Upcoming events and themes without an event, of a city (the server's default city when absent). */
export async function getLandingFeed(
  cityId?: number | null,
  options?: CallOptions,
): Promise<LandingFeedResponse> {
  const { data } = await clientOf(options).get<LandingFeedResponse>('landing_feed', {
    params: cityId ? { city: cityId } : undefined,
    signal: options?.signal,
  });
  return data;
}

/** Every theme (GET /api/theme/). */
export async function getThemes(options?: CallOptions): Promise<ThemeListResponse> {
  const { data } = await clientOf(options).get<ThemeListResponse>('theme/', { signal: options?.signal });
  return data;
}
