/**
 * The organizer console (mf-events: scheduling and photos, mf-teams: registrations and check-in,
 * mf-seating: scores and the big screen). Every `/api/organizer/…` call is for organizers of the game's
 * city only (401 logged out, 403 for a player or an organizer of another city); the results stream and
 * the stored pictures are public.
 */
import { endpoint } from '../endpoint';

export const organizerEndpoints = {
  // games
  organizerEvents: endpoint('GET', '/api/organizer/events/', 'organizer'),
  organizerCreateEvent: endpoint('POST', '/api/organizer/events/', 'organizer'),
  organizerEvent: endpoint('GET', '/api/organizer/events/:id/', 'organizer'),
  organizerUpdateEvent: endpoint('PATCH', '/api/organizer/events/:id/', 'organizer'),
  organizerEventHistory: endpoint('GET', '/api/organizer/events/:id/history/', 'organizer'),
  // themes and venues: create once per form, edit, archive and restore, merge a duplicate
  organizerThemes: endpoint('GET', '/api/organizer/themes/', 'organizer'),
  organizerCreateTheme: endpoint('POST', '/api/organizer/themes/', 'organizer'),
  organizerCreateThemeWithPicture: endpoint('POST', '/api/organizer/themes/with_picture/', 'organizer'),
  organizerUpdateTheme: endpoint('PATCH', '/api/organizer/themes/:id/', 'organizer'),
  organizerThemePicture: endpoint('PUT', '/api/organizer/themes/:id/picture/', 'organizer'),
  organizerArchiveTheme: endpoint('POST', '/api/organizer/themes/:id/archive/', 'organizer'),
  organizerRestoreTheme: endpoint('POST', '/api/organizer/themes/:id/restore/', 'organizer'),
  organizerMergeTheme: endpoint('POST', '/api/organizer/themes/:id/merge/', 'organizer'),
  organizerPlaces: endpoint('GET', '/api/organizer/places/', 'organizer'),
  organizerCreatePlace: endpoint('POST', '/api/organizer/places/', 'organizer'),
  organizerUpdatePlace: endpoint('PATCH', '/api/organizer/places/:id/', 'organizer'),
  organizerArchivePlace: endpoint('POST', '/api/organizer/places/:id/archive/', 'organizer'),
  organizerRestorePlace: endpoint('POST', '/api/organizer/places/:id/restore/', 'organizer'),
  organizerMergePlace: endpoint('POST', '/api/organizer/places/:id/merge/', 'organizer'),
  // who is coming, check-in
  organizerRegistrations: endpoint('GET', '/api/organizer/events/:id/registrations/', 'organizer'),
  organizerCheckIn: endpoint('POST', '/api/organizer/events/:id/check_in/:eventTeamId/', 'organizer'),
  // the door: walk-ins, no-shows, the reserve into freed places
  organizerWalkIn: endpoint('POST', '/api/organizer/events/:id/walk_in/', 'organizer'),
  organizerNoShow: endpoint('POST', '/api/organizer/events/:id/no_show/:eventTeamId/', 'organizer'),
  organizerPromote: endpoint('POST', '/api/organizer/events/:id/promote/:eventTeamId/', 'organizer'),
  organizerTeamSearch: endpoint('GET', '/api/organizer/events/:id/team_search/', 'organizer'),
  // scores and results
  organizerScores: endpoint('GET', '/api/organizer/events/:id/scores/', 'organizer'),
  organizerSaveScore: endpoint('PUT', '/api/organizer/events/:id/scores/:eventTeamId/', 'organizer'),
  organizerPublishResults: endpoint('POST', '/api/organizer/events/:id/results/publish/', 'organizer'),
  organizerUnpublishResults: endpoint('POST', '/api/organizer/events/:id/results/unpublish/', 'organizer'),
  // photos
  organizerPhotos: endpoint('GET', '/api/organizer/events/:id/photos/', 'organizer'),
  organizerUploadPhotos: endpoint('POST', '/api/organizer/events/:id/photos/', 'organizer'),
  organizerOrderPhotos: endpoint('PUT', '/api/organizer/events/:id/photos/order/', 'organizer'),
  organizerDeletePhoto: endpoint('DELETE', '/api/organizer/events/:id/photos/:photoId/', 'organizer'),
} as const;
