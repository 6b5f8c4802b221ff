/**
 * @reeltime/shared-lib: the only thing ReelTime's apps share. Loaded once per page (federated
 * singleton), on every page, so nothing here may import MUI, emotion or notistack eagerly: MUI
 * lives in `@reeltime/shared-lib/mui`, notistack and the MUI dialogs load on first use.
 */

export * from './router';
export * from './rx';
export * from './compat/v1';

export { loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from './config/runtimeConfig';

export type { AppEvent, AppEventType, AppEventOf, AuthTab, ToastVariant } from './events/appEvents';
export { eventBus } from './events/eventBus';
export { useAppEvent } from './events/useAppEvent';

export { createStore, type Store } from './state/createStore';
export { useStore } from './state/useStore';

export { apiClient } from './api/apiClient';
export { toApiError, type ApiError } from './api/apiError';
export { useApiQuery, useUserQuery, userKey, updateQuery, refreshQuery } from './api/query';
export { type QueryKey, type UserKey } from './api/queryCache';
export { prefetchPage, prefetchQuery } from './api/prefetch';
export { fetchFile, saveFile, type DownloadedFile } from './api/fileDownload';
export { useApiMutation, type ApiMutation, type ApiMutationOptions, type MutationOutcome } from './api/useApiMutation';

export { toast, type ToastOptions } from './toast/toast';

export {
  authStore,
  setToken,
  clearSession,
  expireSession,
  isLoggedIn,
  openAuthModal,
  AUTH_EXPIRED_MESSAGE,
  type AuthState,
} from './auth/authStore';
export { TOKEN_STORAGE_KEY } from './auth/tokenStorage';
export { useAuth } from './auth/useAuth';
export { PROFILE_PATH, fetchProfile, useProfileQuery, setCachedProfile } from './auth/profileQuery';
export { useUserName, type UserNameState, type UserStatus } from './auth/useUserName';

export { useFavorites, toggleFavorite, clearAllFavorites, type FavoritesState } from './favorites/useFavorites';

export { useCity, setCity, chosenCity, CITY_STORAGE_KEY } from './city/cityStore';

export type { Booking, BookingStatus, Movie, MovieRating, RefundQuote, Seat, SeatHold, SeatStatus, Slot, UserProfile } from '@reeltime/contract';

export { formatRupees, roundToPaise } from './format/money';
export { formatDate, formatShortDate, parseDate, dateValue } from './format/date';
export { formatTime12h } from './format/time';
export { cinemaDateTime } from './format/cinemaDateTime';
export { formatDuration } from './format/duration';
export { formatRatingSummary, formatRatingCompact, ratingLabel } from './format/rating';
export { cancellationPolicySentence, type CancellationPolicy } from './format/cancellationPolicy';

export * from './validation/fieldRules';
export * from './validation/nameRules';
export * from './validation/cardRules';

export {
  bookingStorage,
  BOOKING_STORAGE_KEYS,
  type BookingInProgress,
  type BookingStep,
} from './booking/bookingStorage';
export { ticketQrPayload, ticketQrValue, TICKET_QR_SIZE, type TicketQrPayload } from './booking/ticketQr';
export { googleCalendarUrl } from './booking/calendarLink';
export { seatMapQuery, prefetchSeatMap } from './booking/seatMapQuery';
export { useCalendarInviteDownload } from './booking/calendarInvite';

export { tokens, MOBILE_QUERY, DESKTOP_QUERY, type Tokens } from './ui/tokens/tokens';
export { Icon, type IconName } from './ui/light/Icon';
export { AppProviders } from './ui/AppProviders';
export { ToastHost } from './ui/toast/ToastHost';
export { useStickyBarClearance } from './ui/toast/stickyBarClearance';
export { MovieCard, MovieCardSkeleton } from './ui/movie-card/MovieCard';
export { MovieGrid, MovieGridSkeleton } from './ui/movie-card/MovieGrid';
export { FavoriteButton } from './ui/movie-card/FavoriteButton';
export { TrailerModal, loadTrailerDialog, type TrailerModalProps } from './ui/trailer/TrailerModal';
export { prefetchOnIntent, type IntentHandlers } from './ui/intent/prefetchOnIntent';
export { trailerEmbedUrl, trailerVideoId } from './ui/trailer/trailerEmbedUrl';
export { LoadingState, ErrorState, EmptyState } from './ui/page-state/PageStates';
export { documentTitle, useDocumentTitle } from './ui/document-title/useDocumentTitle';
