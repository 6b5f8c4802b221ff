/**
 * @reeltime/shared-lib: the only thing ReelTime's apps share. Loaded once per page (federated
 * singleton), on every page, so nothing here may import MUI, emotion or notistack eagerly: MUI
 * lives in `@reeltime/shared-lib/mui`, notistack and the MUI dialogs load on first use.
 */

export * from './router';

export { loadRuntimeConfig, getRuntimeConfig, type RuntimeConfig } from './config/runtimeConfig';

export type { AppEvent, AuthTab } from './events/appEvents';
export { eventBus } from './events/eventBus';
export { useAppEvent } from './events/useAppEvent';

export { useStore } from './state/useStore';

export { apiClient } from './api/apiClient';
export { toApiError, type ApiError } from './api/apiError';
export { useApiQuery, useUserQuery, userKey, updateQuery, refreshQuery } from './api/query';
export { prefetchPage, prefetchQuery } from './api/prefetch';
export { fetchFile, saveFile, type DownloadedFile } from './api/fileDownload';
export { useApiMutation } from './api/useApiMutation';

export { toast } from './toast/toast';

export { authStore, setToken, clearSession, isLoggedIn, openAuthModal, AUTH_EXPIRED_MESSAGE } from './auth/authStore';
export { TOKEN_STORAGE_KEY } from './auth/tokenStorage';
export { useAuth } from './auth/useAuth';
export { useProfileQuery, setCachedProfile } from './auth/profileQuery';
export { useUserName } from './auth/useUserName';

export { useFavorites, clearAllFavorites } from './favorites/useFavorites';

export { useCity, setCity, chosenCity, CITY_STORAGE_KEY } from './city/cityStore';

export type {
  Booking,
  Movie,
  MovieRating,
  RefundQuote,
  Seat,
  SeatHold,
  SeatStatus,
  Slot,
  UserProfile,
} from '@reeltime/contract';

export { formatRupees, roundToPaise } from './format/money';
export { compareText } from './format/compareText';
export { formatDate, formatShortDate, parseDate, dateValue, weekdayShort, monthShort } from './format/date';
export { formatTime12h } from './format/time';
export { cinemaDateTime } from './format/cinemaDateTime';
export { formatDuration } from './format/duration';
export { formatRatingSummary, ratingLabel } from './format/rating';
export { cancellationPolicySentence } from './format/cancellationPolicy';

export { validatePersonName } from './validation/nameRules';
export { useTouchedValidation } from './validation/useTouchedValidation';

export { bookingStorage, BOOKING_STORAGE_KEYS, type BookingInProgress } from './booking/bookingStorage';
export { googleCalendarUrl } from './booking/calendarLink';
export { seatMapQuery, prefetchSeatMap } from './booking/seatMapQuery';
export { useCalendarInviteDownload } from './booking/calendarInvite';

export { tokens, MOBILE_QUERY } from './ui/tokens/tokens';
export { useMediaMatch } from './ui/media/useMediaMatch';
export { Icon, type IconName } from './ui/light/Icon';
export { AppProviders } from './ui/AppProviders';
export { useStickyBarClearance } from './ui/toast/stickyBarClearance';
export { MovieCard } from './ui/movie-card/MovieCard';
export { MovieGrid, MovieGridSkeleton } from './ui/movie-card/MovieGrid';
export { FavoriteButton } from './ui/movie-card/FavoriteButton';
export { TrailerModal, loadTrailerDialog } from './ui/trailer/TrailerModal';
export { lazyDialog } from './ui/lazy-dialog/lazyDialog';
export { prefetchOnIntent, type IntentHandlers } from './ui/intent/prefetchOnIntent';
export { trailerVideoId } from './ui/trailer/trailerEmbedUrl';
export { LoadingState, ErrorState, EmptyState } from './ui/page-state/PageStates';
export { QueryStates } from './ui/page-state/QueryStates';
export { useDocumentTitle } from './ui/document-title/useDocumentTitle';
