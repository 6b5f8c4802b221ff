/**
 * The API's wire types, generated from contract/openapi.json by `npm run contract` (openapi-typescript).
 * Do not edit: change the API's schemas and run `npm run contract` (`npm run typecheck` runs it too).
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ready once migrations and seed are done and the database answers; 503 once shutting down
         * @description Ready once migrations and seed are done and the database answers; 503 once shutting down
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the database answers and has every migration of this release; 503 once shutting down
         * @description Readiness: the database answers and has every migration of this release; 503 once shutting down
         */
        get: operations["getHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: 200 while the process answers (the database is not asked)
         * @description Liveness: 200 while the process answers (the database is not asked)
         */
        get: operations["getHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/movies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All movies, newest release first
         * @description All movies, newest release first
         */
        get: operations["getMovies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/movies/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Movies with shows still ahead, newest release first
         * @description Movies with shows still ahead, newest release first
         */
        get: operations["getMoviesRecent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/movies/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Films matching the text, best first, as the films of GET /search: title, language, genre, cast and crew, ignoring case and accents, forgiving typos; an empty query gives []
         * @description Films matching the text, best first, as the films of GET /search: title, language, genre, cast and crew, ignoring case and accents, forgiving typos; an empty query gives []
         */
        get: operations["getMoviesSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/movies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One movie with its upcoming shows (slots), sorted by date then time, each with its city and seat counts
         * @description One movie with its upcoming shows (slots), sorted by date then time, each with its city and seat counts
         */
        get: operations["getMoviesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posters/{id}.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generated poster art (SVG), rendered once per movie, with a strong ETag (304 when If-None-Match names it)
         * @description Generated poster art (SVG), rendered once per movie, with a strong ETag (304 when If-None-Match names it)
         */
        get: operations["getPostersByIdSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posters/{id}.jpg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The generated poster as a JPEG (800 × 1200), for link previews (chat apps and social sites show no SVG); strong ETag as the SVG
         * @description The generated poster as a JPEG (800 × 1200), for link previews (chat apps and social sites show no SVG); strong ETag as the SVG
         */
        get: operations["getPostersByIdJpg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/poster-images/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file of an uploaded poster, named {key}-{width}.{webp|jpg}; its name changes with its content, so it is cached for good
         * @description A file of an uploaded poster, named {key}-{width}.{webp|jpg}; its name changes with its content, so it is cached for good
         */
        get: operations["getPosterImagesByFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account
         * @description Create an account
         */
        post: operations["postAuthRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with email or mobile number and password
         * @description Log in with email or mobile number and password
         */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/initiate-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a 6-digit login code to an email or phone
         * @description Send a 6-digit login code to an email or phone
         */
        post: operations["postAuthInitiateLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with the code
         * @description Log in with the code
         */
        post: operations["postAuthVerifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a 6-digit password reset code
         * @description Send a 6-digit password reset code
         */
        post: operations["postAuthForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the reset code
         * @description Set a new password with the reset code
         */
        post: operations["postAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s profile
         * @description The caller’s profile
         */
        get: operations["getUserProfile"];
        /**
         * Change name and/or gender
         * @description Change name and/or gender
         */
        put: operations["putUserProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change password (needs the current one); tokens issued before stop working, the response carries a fresh one
         * @description Change password (needs the current one); tokens issued before stop working, the response carries a fresh one
         */
        put: operations["putUserChangePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete the account with its favourites, holds and bookings
         * @description Delete the account with its favourites, holds and bookings
         */
        delete: operations["deleteUserDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s favourite movies, last added first
         * @description The caller’s favourite movies, last added first
         */
        get: operations["getUserFavorites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/favorites/deleteall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove every favourite
         * @description Remove every favourite
         */
        delete: operations["deleteUserFavoritesDeleteall"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/favorites/{movieId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a favourite (idempotent)
         * @description Add a favourite (idempotent)
         */
        post: operations["postUserFavoritesByMovieId"];
        /**
         * Remove a favourite (idempotent)
         * @description Remove a favourite (idempotent)
         */
        delete: operations["deleteUserFavoritesByMovieId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seats/slot/{slotId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Seat map of a show, by row then number; the caller’s own held seats read AVAILABLE
         * @description Seat map of a show, by row then number; the caller’s own held seats read AVAILABLE
         */
        get: operations["getSeatsSlotBySlotId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/select-seats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hold 1–10 seats for the payment session, replacing the caller’s previous hold on this show (and on any other show)
         * @description Hold 1–10 seats for the payment session, replacing the caller’s previous hold on this show (and on any other show)
         */
        post: operations["postBookingsSelectSeats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Release the caller’s unpaid hold on a show (the customer left): its seats are AVAILABLE to everyone at once
         * @description Only the caller’s own hold; other accounts’ holds and booked seats stay. 204 whether or not there was a hold.
         */
        delete: operations["deleteBookingsHold"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay for the caller’s seat hold (mock gateway; card 4000 0000 0000 0002 always declines)
         * @description Pay for the caller’s seat hold (mock gateway; card 4000 0000 0000 0002 always declines)
         */
        post: operations["postBookingsPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/my-bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s bookings, newest first
         * @description The caller’s bookings, newest first
         */
        get: operations["getBookingsMyBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One booking of the caller (also after paying, to show the confirmation again); someone else’s is 404
         * @description One booking of the caller (also after paying, to show the confirmation again); someone else’s is 404
         */
        get: operations["getBookingsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/bookings/{id}/refund-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What cancelling the caller’s booking now gives back under the cinema’s policy (amount, card, when), or why it can no longer be cancelled
         * @description What cancelling the caller’s booking now gives back under the cinema’s policy (amount, card, when), or why it can no longer be cancelled
         */
        get: operations["getUserBookingsByIdRefundQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the caller’s booking under the cinema’s policy: the quoted refund to the card, seats freed, the cancellation e-mail; it stays on the list as CANCELLED. 409 with the reason when it can no longer be cancelled
         * @description Cancel the caller’s booking under the cinema’s policy: the quoted refund to the card, seats freed, the cancellation e-mail; it stays on the list as CANCELLED. 409 with the reason when it can no longer be cancelled
         */
        post: operations["postUserBookingsByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a booking from the list, cancelling it under the cinema’s policy (refund, seats freed) if the show is ahead; 409 after the cancellation cut-off
         * @description Remove a booking from the list, cancelling it under the cinema’s policy (refund, seats freed) if the show is ahead; 409 after the cancellation cut-off
         */
        delete: operations["deleteUserBookingsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ticket PDF of a confirmed booking of the caller (downloads per account are limited: 429 with Retry-After)
         * @description The ticket PDF of a confirmed booking of the caller (downloads per account are limited: 429 with Retry-After)
         */
        get: operations["getBookingsByIdDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A calendar invite (iCalendar, RFC 5545) for a confirmed booking of the caller: the show, in the cinema’s time zone
         * @description A calendar invite (iCalendar, RFC 5545) for a confirmed booking of the caller: the show, in the cinema’s time zone
         */
        get: operations["getBookingsByIdCalendarIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in back-office account: role and cinemas (403 for customers)
         * @description The signed-in back-office account: role and cinemas (403 for customers)
         */
        get: operations["getAdminMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tickets/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a ticket QR at the door and admit it once
         * @description Verifies the QR signature offline, then admits a ticket of `showId` once: later scans answer already_used with when and by whom, a ticket of another show of the cinema wrong_show. Send the scanner device’s id as `deviceId`: each device has its own scan budget.
         */
        post: operations["postAdminTicketsScan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Back-office accounts (admin only)
         * @description Admins, managers and staff, by name, with status (active, invited, disabled), cinemas and last sign-in; and the chain’s cinemas to choose from. `q` matches part of a name or e-mail. Customers are never listed.
         */
        get: operations["getAdminAccounts"];
        put?: never;
        /**
         * Invite a manager, staff member or admin by e-mail (admin only)
         * @description Creates the account, which cannot sign in yet, and e-mails a one-time link to /admin/invite#code=… that sets its password and expires after INVITE_TTL_HOURS (default 72). The same address while still invited gets a new link (the old one stops working) and the changes: 200 instead of 201. A manager or staff account needs cinemaIds or allCinemas.
         */
        post: operations["postAdminAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a back-office account (admin only)
         * @description Any of name, role, cinemaIds, allCinemas; disabled: true ends its sessions at once and refuses its sign-ins, false enables it; resendInvite: true e-mails an invited account a new link. The last active admin cannot be disabled or demoted (400). A customer account is 404.
         */
        put: operations["putAdminAccountsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invites/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Who an invitation is for (public: the invitation page greets the person)
         * @description Unknown or replaced code: 400; used, expired, or the account disabled: 410. Limited per client address and per code.
         */
        post: operations["postAdminInvitesLookup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invites/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: set the password (public) and sign in
         * @description The password must be 12 to 128 characters, not a published value nor the e-mail. Spends the code and answers a token as a login does. Errors as for lookup.
         */
        post: operations["postAdminInvitesAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the audit log: who changed what, when, before and after (managers: their cinemas)
         * @description Newest first, `limit` (default 50) at a time; send `nextBefore` as `before` for the next page. `q` matches part of the actor’s e-mail, the entity id exactly, or any text of before/after. An admin reads every entry, a manager those of its cinemas; staff 403.
         */
        get: operations["getAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shows: the door’s day listing, or the back office’s schedule with seat counts
         * @description Without back-office filters (only `date`, `theaterId` or nothing) this is the door scanner’s listing: one day’s shows of the cinemas the staff account admits for. With any of `from`, `to`, `cinemaId`, `movieId`, `screenId`, `status`, `page`, `pageSize` (managers and admins only; staff 403) it lists the shows of the account’s cinemas from `from` to `to` (cinema dates, default the coming 7 days) with format, audio, prices, sold/held/free seats and paid bookings; another cinema’s `cinemaId` is 404.
         */
        get: operations["getAdminShows"];
        put?: never;
        /**
         * Schedule a movie on a screen on every chosen day of a date range at a set of times (all or nothing)
         * @description Times are the cinema’s local time; each show ends after the film’s running time, and keeps the screen busy for the cinema’s cleaning gap after that. Prices default to the screen’s tier prices. Refused as a whole, naming each problem (also listed in `problems`): 409 when a show would overlap a live show of the screen, 400 when it would start in the past, overlap another show of the request, fall on a time the clocks skip, or the movie is archived. At most 62 days, 12 times a day, 500 shows. `?dryRun=true` answers the preview (every show, and every problem) and creates nothing.
         */
        post: operations["postAdminShows"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shows/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a show’s date and time, format, audio, subtitles or prices while nothing is sold
         * @description 409 once a ticket is sold or while customers hold seats (naming why), and when the new time clashes with another show of the screen; 400 for a start in the past. Another cinema’s show is 404.
         */
        put: operations["putAdminShowsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shows/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a show: refund every paid booking in full, e-mail each customer the amount, free its seats
         * @description In one transaction: the show is cancelled (customers get 404 “This show has been cancelled” and no longer see it listed), each confirmed booking is cancelled with a mock refund of its total (tickets and fees) and its customer e-mailed with the amount, and every hold and booked seat is released; viewers of its live seat map get `event: cancelled`. 409 for a show already cancelled or over; another cinema’s show is 404.
         */
        post: operations["postAdminShowsByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seats/slot/{slotId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live seat changes of a show (text/event-stream): first `event: snapshot` whose data is a `SeatSnapshotEvent` (the seats not free as the stream starts), then `event: seats` with a `SeatChangesEvent`; a cancelled show’s last event is `event: cancelled` with a `ShowCancelledEvent` (schemas under components)
         * @description Live seat changes of a show (text/event-stream): first `event: snapshot` whose data is a `SeatSnapshotEvent` (the seats not free as the stream starts), then `event: seats` with a `SeatChangesEvent`; a cancelled show’s last event is `event: cancelled` with a `ShowCancelledEvent` (schemas under components)
         */
        get: operations["getSeatsSlotBySlotIdEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refund-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every cinema’s cancellation and refund policy (cut-off before the show, share of the ticket price refunded), for the Refund Policy page
         * @description Every cinema’s cancellation and refund policy (cut-off before the show, share of the ticket price refunded), for the Refund Policy page
         */
        get: operations["getRefundPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the caller gets an e-mail reminder before each show they book
         * @description Whether the caller gets an e-mail reminder before each show they book
         */
        get: operations["getUserReminders"];
        /**
         * Opt in to (or out of) an e-mail reminder a few hours before each show: on, every booked show far enough ahead gets one; off, pending ones are dropped
         * @description Opt in to (or out of) an e-mail reminder a few hours before each show: on, every booked show far enough ahead gets one; off, pending ones are dropped
         */
        put: operations["putUserReminders"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/movies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The chain’s films, newest release first
         * @description `q` finds text in the title or a cast or crew name (any case); `status` keeps now_showing, coming_soon or archived films.
         */
        get: operations["getAdminMovies"];
        put?: never;
        /**
         * Add a film (poster: upload with PUT /api/admin/movies/{id}/poster; until then a generated one is shown)
         * @description Add a film (poster: upload with PUT /api/admin/movies/{id}/poster; until then a generated one is shown)
         */
        post: operations["postAdminMovies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/movies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One film as the back office edits it
         * @description One film as the back office edits it
         */
        get: operations["getAdminMoviesById"];
        /**
         * Edit a film (every field); a new running time moves the end of each of its live shows still ahead
         * @description A changed `runtimeMinutes` makes each live show of the film still ahead end at its start + the new running time (audited per cinema); 409 naming the shows when one would then run, with its cinema’s cleaning gap, into the next show of its screen.
         */
        put: operations["putAdminMoviesById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/movies/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a film: it leaves the catalogue and gets no new shows; its shows and bookings stay ({"archived": false} restores it)
         * @description Archive a film: it leaves the catalogue and gets no new shows; its shows and bookings stay ({"archived": false} restores it)
         */
        post: operations["postAdminMoviesByIdArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/movies/{id}/poster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload the film’s poster
         * @description multipart/form-data with one file field "poster": a JPEG, PNG or WebP image of at most 5 MB (413 beyond), at least 240 × 240 pixels and at most 40 megapixels, recognised by its bytes (its name and declared type are ignored). It is turned upright, stripped of its metadata and re-encoded into 240, 480 and 960 pixel wide WebP and JPEG files, served at content-addressed URLs cached for a year.
         */
        put: operations["putAdminMoviesByIdPoster"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cinemas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cinemas this account manages (an admin: every cinema), by name
         * @description The cinemas this account manages (an admin: every cinema), by name
         */
        get: operations["getAdminCinemas"];
        put?: never;
        /**
         * Add a cinema
         * @description Names are unique in the chain (409 otherwise). A manager who adds a cinema manages it from then on.
         */
        post: operations["postAdminCinemas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cinemas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One cinema
         * @description One cinema
         */
        get: operations["getAdminCinemasById"];
        /**
         * Edit a cinema
         * @description Replaces every field. The time zone cannot change while the cinema has live shows that have not ended (409). Customers see the new details and cancellation policy at once.
         */
        put: operations["putAdminCinemasById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cinemas/{id}/screens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A cinema’s screens with their seat counts
         * @description A cinema’s screens with their seat counts
         */
        get: operations["getAdminCinemasByIdScreens"];
        put?: never;
        /**
         * Add a screen with its seat layout to a cinema
         * @description Screen names are unique in a cinema (409 otherwise). The layout is the format GET /api/admin/screens/{id} answers and the seat-layout editor imports and exports.
         */
        post: operations["postAdminCinemasByIdScreens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/screens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One screen with its seat layout and tier prices
         * @description One screen with its seat layout and tier prices
         */
        get: operations["getAdminScreensById"];
        /**
         * Rename a screen and replace its seat layout and default tier prices
         * @description Refused (409, listing `conflicts`) when a seat booked or held for a show that has not ended would be dropped or moved to another row or column. Shows ahead lacking a price for a tier the layout now uses get the screen’s default price for it.
         */
        put: operations["putAdminScreensById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find bookings by reference, customer e-mail or phone
         * @description Bookings of the account’s cinemas (admin: all) whose reference (RT-XXXXXX, any case), customer e-mail or customer phone (10 digits, spaces, dashes and +91 allowed) is `q`, newest first, paged.
         */
        get: operations["getAdminBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A booking with its customer, show, amounts, the cinema’s cancellation policy and its history
         * @description A booking with its customer, show, amounts, the cinema’s cancellation policy and its history
         */
        get: operations["getAdminBookingsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a booking with a refund to the card
         * @description Refunds the cinema policy’s amount (its percentage of the ticket price), or `refundPaise` (0 up to the total) with a `reason`; frees the seats, e-mails the customer the amount and records the history and the audit. 409 for an admitted, already cancelled or started booking.
         */
        post: operations["postAdminBookingsByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the booking’s confirmation e-mail (ticket and calendar invite) to the customer again
         * @description A few times per booking per hour; 409 once the booking is cancelled.
         */
        post: operations["postAdminBookingsByIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sales, fees, GST, refunds and occupancy per day, cinema and movie (JSON, or CSV)
         * @description Dates are cinema-local and inclusive (at most 366 days; default the last 7 days). A booking counts on the day it was paid, a refund on the day it was made, a show’s occupancy on its show date. Amounts are integer paise. `?format=csv` or `Accept: text/csv` answers one row per day × cinema × movie and a totals row, amounts in rupees with two decimals. A manager sees only their cinemas: another cinema’s cinemaId is a 404.
         */
        get: operations["getAdminReportsSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What reports can be filtered by: the account’s cinemas and the chain’s movies
         * @description What reports can be filtered by: the account’s cinemas and the chain’s movies
         */
        get: operations["getAdminReportsOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today’s shows (cinema time) with seats sold, held, free and admitted
         * @description Refetch after an `event: show` of GET /api/admin/reports/today/events.
         */
        get: operations["getAdminReportsToday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/today/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which of the account’s shows changed (text/event-stream): `event: show` with `{ showId }`
         * @description Sent on every seat held, released, sold or cancelled and every ticket admitted, from every API process. `event: reset` means changes may have been missed: refetch everything. Read it with fetch and the Authorization header; an account keeps at most 4 streams (a fifth ends the oldest); a stream ends after a few minutes and is reopened.
         */
        get: operations["getAdminReportsTodayEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/csp-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive Content-Security-Policy violation reports from browsers
         * @description Accepts `application/csp-report` (`report-uri`) and `application/reports+json` (`report-to`) bodies of up to 32768 bytes and logs each violation at warn (directive, blocked URL, page; no query strings). Limited per client address.
         */
        post: operations["postCspReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate the booking’s film (1–5 stars) with an optional short review, once per booking
         * @description The booking must be the caller’s, paid and not cancelled, and its ticket admitted at the door or its show ended (else 403 with the reason); a second review of the same booking is 409. `text` is plain text, cleaned of control and invisible characters, at most 1000 characters. The film’s average and count change at once on every API process.
         */
        post: operations["postBookingsByIdReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s bookings that can be rated now, and the ratings the caller gave, latest show first
         * @description The caller’s bookings that can be rated now, and the ratings the caller gave, latest show first
         */
        get: operations["getUserReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/movies/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A film’s verified reviews, newest first, with its average rating and count (hidden reviews are left out)
         * @description Authors are shown as first name and initial. Pages of `limit` (default 10); pass `nextCursor` as `cursor` for the next.
         */
        get: operations["getMoviesByIdReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a review that breaks the rules (once per account and review)
         * @description The back office sees reported reviews first. 403 for one’s own review, 404 for a hidden or unknown one, 409 when already reported.
         */
        post: operations["postReviewsByIdReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reviews written by the audiences of the account’s cinemas (admin: all), reported ones still shown first
         * @description Reviews written by the audiences of the account’s cinemas (admin: all), reported ones still shown first
         */
        get: operations["getAdminReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hide a review with a reason: customers no longer see it and the film’s average leaves it out
         * @description 409 when already hidden. Audited.
         */
        post: operations["postAdminReviewsByIdHide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}/unhide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show a hidden review again (it counts in the film’s average again)
         * @description 409 when it is not hidden. Audited.
         */
        post: operations["postAdminReviewsByIdUnhide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search films and cinemas as typed: typos forgiven (one per word from 4 letters, two from 6), a language or genre word ranks its films first, cast and crew names find their films, cinema names, addresses and cities find cinemas; when no film matches, the closest titles
         * @description Search films and cinemas as typed: typos forgiven (one per word from 4 letters, two from 6), a language or genre word ranks its films first, cast and crew names find their films, cinema names, addresses and cities find cinemas; when no film matches, the closest titles
         */
        get: operations["getSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cities with live shows, by name, with their cinemas, films and shows counted (for the city picker)
         * @description Cities with live shows, by name, with their cinemas, films and shows counted (for the city picker)
         */
        get: operations["getCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/movies/browse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A city’s films, now showing (live shows ahead there) apart from coming soon (release date ahead or no shows there yet), filtered by language, genre and format (combinable), with each filter’s counts
         * @description A city’s films, now showing (live shows ahead there) apart from coming soon (release date ahead or no shows there yet), filtered by language, genre and format (combinable), with each filter’s counts
         */
        get: operations["getMoviesBrowse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/movies/{id}/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a film is showing: its live shows in the customer’s city, and the other cities that have them (most shows first) when that city has none or few
         * @description Where a film is showing: its live shows in the customer’s city, and the other cities that have them (most shows first) when that city has none or few
         */
        get: operations["getMoviesByIdCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/movie-alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * "Notify me" alerts the caller is waiting on, newest first
         * @description "Notify me" alerts the caller is waiting on, newest first
         */
        get: operations["getUserMovieAlerts"];
        put?: never;
        /**
         * "Notify me": e-mail the caller once, when the film’s first show in the city goes on sale (idempotent); 409 when it is already showing there
         * @description "Notify me": e-mail the caller once, when the film’s first show in the city goes on sale (idempotent); 409 when it is already showing there
         */
        post: operations["postUserMovieAlerts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/movie-alerts/{movieId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Stop waiting for a film (in one city with ?city=, else in every city); idempotent
         * @description Stop waiting for a film (in one city with ?city=, else in every city); idempotent
         */
        delete: operations["deleteUserMovieAlertsByMovieId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cinemas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cinemas, by city then name; `city` keeps one city’s
         * @description The cinemas, by city then name; `city` keeps one city’s
         */
        get: operations["getCinemas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cinemas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One cinema: address and map link, facilities, accessibility, cancellation policy, and every film's shows of the next 14 days with format, languages and price range
         * @description One cinema: address and map link, facilities, accessibility, cancellation policy, and every film's shows of the next 14 days with format, languages and price range
         */
        get: operations["getCinemasById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waiting-room/{showId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s place in a show’s waiting room: state, position, people ahead, estimated wait, and once admitted a fresh admission token
         * @description NO_QUEUE for a show sold without a waiting room. Signed out: NOT_JOINED. Ask every few seconds while waiting.
         */
        get: operations["getWaitingRoomByShowId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waiting-room/{showId}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a show’s waiting room: one place per account (joining again answers the same place)
         * @description Everyone who joins before the on-sale moment is drawn into a random order at that moment; later arrivals queue in order of arrival. 404 for a show without a waiting room, 409 once the show has started.
         */
        post: operations["postWaitingRoomByShowIdJoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shows/{id}/on-sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A show’s on-sale through the waiting room (null when it is sold without one)
         * @description A show’s on-sale through the waiting room (null when it is sold without one)
         */
        get: operations["getAdminShowsByIdOnSale"];
        /**
         * Sell a show through a waiting room from its on-sale moment, admitting customers at a rate per minute
         * @description Holds and payments of the show then need an admission token from the queue (403 without one). `onSaleAt` must be before the show starts; it cannot move once it has passed. Another cinema’s show is 404.
         */
        put: operations["putAdminShowsByIdOnSale"];
        post?: never;
        /**
         * Sell a show without a waiting room again (its queue is dropped; holds need no admission token)
         * @description Sell a show without a waiting room again (its queue is dropped; holds need no admission token)
         */
        delete: operations["deleteAdminShowsByIdOnSale"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages sent (development only), newest first
         * @description Messages sent (development only), newest first
         */
        get: operations["getDevOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox/{id}/attachments/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One attachment of a sent message, as its own bytes and type (development only)
         * @description One attachment of a sent message, as its own bytes and type (development only)
         */
        get: operations["getDevOutboxByIdAttachmentsByIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** Error */
        Error: {
            error: string;
            message: string;
            /** @description The request's id, also sent as the X-Request-Id header: quote it when reporting the error */
            requestId?: string;
        };
        /**
         * TicketQrPayload
         * @description What a ticket’s QR encodes (the server adds "ref" and "sig" to sign it)
         */
        TicketQrPayload: {
            bookingId: number;
            /** @description The film’s title */
            movie: string;
            /** @description The cinema’s name, then ", " and its location when it has one */
            cinema: string;
            /** @description yyyy-mm-dd, the cinema’s own calendar */
            date: string;
            /** @description HH:mm, the cinema’s own clock */
            time: string;
            seats: string[];
            /** @description Rupees */
            total: number;
            status: "CONFIRMED" | "CANCELLED" | "PENDING";
            /** @description When it was booked, ISO 8601 instant */
            timestamp: string;
        };
        /**
         * SeatSnapshotEvent
         * @description The `snapshot` event that starts every stream: every seat not listed is AVAILABLE
         */
        SeatSnapshotEvent: {
            slotId: number;
            /** @description Seats held by anyone as the stream starts */
            held: string[];
            /** @description Seats booked as the stream starts */
            booked: string[];
        };
        /**
         * SeatChangesEvent
         * @description A `seats` event: seats whose status changed, in order
         */
        SeatChangesEvent: {
            slotId: number;
            changes: {
                seatNumber: string;
                status: "AVAILABLE" | "BOOKED" | "HELD";
            }[];
        };
        /**
         * ShowCancelledEvent
         * @description The `cancelled` event, the last of a cancelled show’s stream
         */
        ShowCancelledEvent: {
            slotId: number;
            message: string;
        };
        /**
         * Rating
         * @description Verified ratings of customers who saw the film; null when it has none
         */
        Rating: {
            /** @description Mean of the visible verified ratings, to one decimal */
            average: number;
            /** @description How many verified ratings (hidden ones not counted) */
            count: number;
        };
        /** Movie */
        Movie: {
            id: number;
            title: string;
            description: string;
            /** @description Absolute URL of the film’s uploaded poster (480 wide, WebP), else of the poster the API generates */
            thumbnail: string;
            /** @description YouTube watch URL, or null */
            trailer: string | null;
            /** @description Minutes */
            duration: number;
            certification: string | null;
            language: string | null;
            /** @description Comma-separated, e.g. "Action, Drama" */
            genre: string;
            /** @description yyyy-mm-dd */
            releaseDate: string | null;
            rating?: components["schemas"]["Rating"] | null;
        };
        /** Slot */
        Slot: {
            slotId: number;
            /** @description Same as slotId */
            id: number;
            /** @description yyyy-mm-dd, cinema time */
            showDate: string;
            /** @description HH:mm, cinema time */
            startTime: string;
            /** @description The start as ISO 8601 with the cinema’s UTC offset, e.g. 2025-01-31T19:30:00+05:30 */
            startsAt: string;
            theaterName: string;
            location: string;
            /** @description City of the cinema, e.g. "Mumbai" */
            city: string;
            /** @description Seats of the cinema */
            totalSeats: number;
            /** @description Seats neither booked nor held by anyone; 0: sold out. Up to a few seconds old (see Cache-Control) */
            availableSeats: number;
            /** @description The cinema’s cancellation policy */
            cancellationPolicy: {
                /** @description A booking may be cancelled until this many minutes before the show (0: until it starts) */
                cutoffMinutes: number;
                /** @description Share of the ticket price refunded on such a cancellation */
                refundPercent: number;
            };
            /** @description The cinema’s id: its page is GET /cinemas/{cinemaId} */
            cinemaId: number;
            /** @description The cinema’s facilities, e.g. "Parking", "Wheelchair access" */
            facilities: string[];
            /** @description 2D, 3D, IMAX or 4DX */
            format: string;
            /** @description Language of the sound track */
            audioLanguage: string | null;
            /** @description Language of the subtitles, or null for none */
            subtitles: string | null;
            /** @description Cheapest seat of the show, rupees */
            minPrice: number | null;
            /** @description Dearest seat of the show, rupees */
            maxPrice: number | null;
        };
        /**
         * MovieWithSlots
         * @description Rendered once and served with Cache-Control and a strong ETag (304 when If-None-Match names it)
         */
        MovieWithSlots: {
            id: number;
            title: string;
            description: string;
            /** @description Absolute URL of the film’s uploaded poster (480 wide, WebP), else of the poster the API generates */
            thumbnail: string;
            /** @description YouTube watch URL, or null */
            trailer: string | null;
            /** @description Minutes */
            duration: number;
            certification: string | null;
            language: string | null;
            /** @description Comma-separated, e.g. "Action, Drama" */
            genre: string;
            /** @description yyyy-mm-dd */
            releaseDate: string | null;
            rating?: components["schemas"]["Rating"] | null;
            slots: components["schemas"]["Slot"][];
        };
        /** Profile */
        Profile: {
            id: number;
            username: string;
            email: string;
            phone: string;
            /** @description 'Male', 'Female', 'Other' or '' when not given */
            gender: string;
        };
        /** Seat */
        Seat: {
            seatNumber: string;
            /** @description Rupees */
            price: number;
            status: "AVAILABLE" | "BOOKED" | "HELD";
            booked: boolean;
            /** @description Held by someone else */
            lockedBySession: boolean;
            /** @description Row letter, A nearest the screen */
            row: string;
            /** @description Position across the theatre width, from 1; an aisle is a column no seat of the row has */
            column: number;
            /** @description Named section; its seats share the price */
            tier: "Recliner" | "Prime" | "Classic";
            /** @description wheelchair: a space for a wheelchair; companion: the seat beside it. Both are booked like any seat */
            kind: "standard" | "wheelchair" | "companion";
        };
        /** SeatHold */
        SeatHold: {
            slotId: number;
            seatNumbers: string[];
            /** @description Sum of seat prices, rupees */
            ticketFee: number;
            /** @description 7% of ticketFee plus 18% GST on it, rupees */
            convenienceFee: number;
            /** @description ticketFee + convenienceFee */
            totalAmount: number;
            /** @description ISO 8601 instant */
            holdExpiresAt: string;
        };
        /** Booking */
        Booking: {
            id: number;
            /** @description Same as id */
            bookingId: number;
            status: "CONFIRMED" | "CANCELLED" | "PENDING";
            /** @description Rupees */
            totalAmount: number;
            ticketFee: number;
            convenienceFee: number;
            movie: {
                id: number;
                title: string;
                thumbnail: string;
            };
            cinema: {
                name: string;
                location: string;
            };
            slotId: number;
            /** @description yyyy-mm-dd, cinema time */
            showDate: string;
            /** @description HH:mm, cinema time */
            startTime: string;
            /** @description ISO 8601 with the cinema’s offset */
            showDateTime: string;
            /** @description When the film ends (start + running time), ISO 8601 with the cinema’s offset */
            showEndDateTime: string;
            seats: string[];
            seatNumbers: string[];
            /** @description ISO 8601 instant */
            bookingTime: string;
            cardLast4: string;
            /** @description Booking reference: "RT-" + 6 Crockford base32 characters, e.g. RT-7K3P9Q */
            reference: string;
            /** @description Rupees refunded to the card (cardLast4); only on a cancelled booking */
            refundAmount?: number;
            /** @description True until the show has ended; My Bookings lists these first, the past ones apart */
            upcoming: boolean;
            /** @description ISO 8601 instant the ticket was admitted at the door; absent until then */
            admittedAt?: string;
            /** @description The exact text of the ticket QR: the ticket payload JSON plus "ref" and "sig" (server signature) */
            ticketQr: string;
        };
        /** RefundQuote */
        RefundQuote: {
            /** @description Whether the customer can cancel it now */
            cancellable: boolean;
            /** @description open: cancellable; closed: past the cinema’s cut-off; started: the show began; admitted: used at the door; cancelled: already cancelled */
            state: "open" | "closed" | "started" | "admitted" | "cancelled";
            /** @description Rupees back to the card if cancelled now (0 when none) */
            refundAmount: number;
            /** @description Last four digits of the card paid with (the refund goes back to it) */
            cardLast4: string;
            /** @description How long the refund takes to reach the card, e.g. "5–7 days" */
            refundWithin: string;
            /** @description ISO 8601 instant cancellations close (the cinema’s cut-off before the show) */
            closesAt: string;
            /** @description The cinema’s cut-off, in minutes before the show */
            cutoffMinutes: number;
            /** @description Share of the ticket price refunded (the convenience fee is kept) */
            refundPercent: number;
            cinemaName: string;
            /** @description The sentence to show, e.g. "₹356.00 to your card ending 1111 within 5–7 days" or "Cancellation closed 2 hours before the show (Aurora Cinemas' policy)" */
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHealthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHealthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMovies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rendered once and served with Cache-Control and a strong ETag (304 when If-None-Match names it) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Movie"][];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMoviesRecent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rendered once and served with Cache-Control and a strong ETag (304 when If-None-Match names it) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Movie"][];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMoviesSearch: {
        parameters: {
            query?: {
                query?: string;
                /** @description Capped at 1000 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rendered once and served with Cache-Control and a strong ETag (304 when If-None-Match names it) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Movie"][];
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMoviesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rendered once and served with Cache-Control and a strong ETag (304 when If-None-Match names it) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovieWithSlots"];
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPostersByIdSvg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The poster, 400 × 600 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description Not modified (If-None-Match named it) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPostersByIdJpg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The poster as a JPEG, 800 × 1200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            /** @description Not modified (If-None-Match named it) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPosterImagesByFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The poster file, WebP or JPEG as its name says */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                    "image/jpeg": string;
                };
            };
            /** @description Not modified (If-None-Match named it) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Full name */
                    username: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    phone: string;
                    /** @description male, female or other (any case) */
                    gender: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Email or 10-digit mobile number */
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description JWT (HS256), valid 24 hours */
                        token: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthInitiateLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Either email or phoneNumber */
                    email?: string;
                    /** @description 10-digit mobile number */
                    phoneNumber?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthVerifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Either email or phoneNumber */
                    email?: string;
                    /** @description 10-digit mobile number */
                    phoneNumber?: string;
                    otp: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description JWT (HS256), valid 24 hours */
                        token: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Either email or phoneNumber */
                    email?: string;
                    /** @description 10-digit mobile number */
                    phoneNumber?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Either email or phoneNumber */
                    email?: string;
                    /** @description 10-digit mobile number */
                    phoneNumber?: string;
                    otp: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUserProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putUserProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username?: string;
                    /** @description male, female, other (any case) or empty */
                    gender?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putUserChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @description Fresh JWT (HS256, 24 h): every token issued before the change now gets 401 */
                        token: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUserDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUserFavorites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Movie"][];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUserFavoritesDeleteall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUserFavoritesByMovieId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                movieId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUserFavoritesByMovieId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                movieId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSeatsSlotBySlotId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slotId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Seat"][];
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBookingsSelectSeats: {
        parameters: {
            query?: never;
            header?: {
                /** @description The admission token from the show’s waiting room; required (403 without it) for shows sold through one */
                "x-admission-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slotId: number;
                    /** @description 1 to 10 seats */
                    seatNumbers: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeatHold"];
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBookingsHold: {
        parameters: {
            query: {
                slotId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Released, or nothing was held */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBookingsPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key answers the first outcome again, marked `Idempotent-Replayed: true` */
                "idempotency-key"?: string;
                /** @description The admission token from the show’s waiting room; required (403 without it) for shows sold through one */
                "x-admission-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slotId?: number;
                    seatNumbers?: string[];
                    /** @description Rupees, as shown to the customer */
                    totalAmount: number;
                    cardNumber?: string;
                    cardHolderName?: string;
                    expiryDate?: string;
                    cvv?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        /** @description expired: the hold ran out or was released; replaced: a hold on another show released it */
                        reason?: "expired" | "replaced";
                        releasedShow?: {
                            slotId: number;
                            movieId: number;
                            movieTitle: string;
                            theaterName: string;
                            /** @description yyyy-mm-dd, cinema time */
                            showDate: string;
                            /** @description HH:mm, cinema time */
                            startTime: string;
                        };
                        currentShow?: {
                            slotId: number;
                            movieId: number;
                            movieTitle: string;
                            theaterName: string;
                            /** @description yyyy-mm-dd, cinema time */
                            showDate: string;
                            /** @description HH:mm, cinema time */
                            startTime: string;
                        };
                    };
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBookingsMyBookings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"][];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBookingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUserBookingsByIdRefundQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundQuote"];
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUserBookingsByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        booking: components["schemas"]["Booking"];
                        quote: components["schemas"]["RefundQuote"];
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUserBookingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBookingsByIdDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket: one page with the show, the seats and the signed QR code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBookingsByIdCalendarIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invite: one event with a reminder, in the cinema’s time zone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        /** @description admin: the whole chain; manager: runs its cinemas; staff: admits tickets at its cinemas’ doors */
                        role: "staff" | "manager" | "admin";
                        /** @description The account works for every cinema of the chain (always true for an admin) */
                        allCinemas: boolean;
                        /** @description The cinemas the account works for, by name (empty for an admin) */
                        cinemas: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminTicketsScan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    qr: string;
                    /** @description The show the door is admitting for (from GET /api/admin/shows); only its tickets are admitted */
                    showId: number;
                    /** @description The scanner device’s own random id (16 to 64 of A-Z a-z 0-9 _ -), kept by the device: the scan budget is per staff account and device. Without a well-formed one, scans share a small budget of their own */
                    deviceId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description wrong_show: a genuine ticket of this cinema for another show (booking names it) */
                        result: "admitted" | "already_used" | "cancelled" | "invalid" | "wrong_show";
                        /** @description Why an "invalid" ticket was refused */
                        reason?: "forged" | "unknown_booking" | "other_cinema" | "show_ended" | "too_early";
                        booking?: {
                            reference: string;
                            movieTitle: string;
                            theaterName: string;
                            /** @description yyyy-mm-dd, cinema time */
                            showDate: string;
                            /** @description HH:mm, cinema time */
                            startTime: string;
                            seats: string[];
                        };
                        /** @description ISO 8601 instant the ticket was admitted */
                        usedAt?: string;
                        /** @description Email of the staff account that admitted it */
                        usedBy?: string;
                        message: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminAccounts: {
        parameters: {
            query?: {
                /** @description Part of a name or e-mail */
                q?: string;
                /** @description admin: the whole chain; manager: runs its cinemas (movies, screens, shows, bookings, reports); staff: admits tickets at its cinemas */
                role?: "admin" | "manager" | "staff";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Back-office accounts by name; never customers */
                        accounts: {
                            id: number;
                            name: string;
                            email: string;
                            /**
                             * @description admin: the whole chain; manager: runs its cinemas (movies, screens, shows, bookings, reports); staff: admits tickets at its cinemas
                             * @enum {string}
                             */
                            role: "admin" | "manager" | "staff";
                            /** @description invited: has not yet set a password with its invitation; disabled: cannot sign in, its sessions ended */
                            status: "active" | "invited" | "disabled";
                            /** @description Works for every cinema (always true for an admin) */
                            allCinemas: boolean;
                            /** @description Its cinemas by name (empty when allCinemas) */
                            cinemas: {
                                id: number;
                                name: string;
                            }[];
                            /** @description ISO 8601 instant of the last sign-in; null: never */
                            lastSignInAt: string | null;
                            /** @description While invited: when the invitation link stops working */
                            inviteExpiresAt: string | null;
                            createdAt: string;
                        }[];
                        /** @description Every cinema of the chain by name: what an account can be given */
                        cinemas: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    name: string;
                    /**
                     * @description admin: the whole chain; manager: runs its cinemas (movies, screens, shows, bookings, reports); staff: admits tickets at its cinemas
                     * @enum {string}
                     */
                    role: "admin" | "manager" | "staff";
                    /** @description The cinemas a manager or staff account works for (ignored for an admin); empty with allCinemas: every cinema */
                    cinemaIds?: number[];
                    /** @description Every cinema (default false; an admin always) */
                    allCinemas?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        /**
                         * @description admin: the whole chain; manager: runs its cinemas (movies, screens, shows, bookings, reports); staff: admits tickets at its cinemas
                         * @enum {string}
                         */
                        role: "admin" | "manager" | "staff";
                        /** @description invited: has not yet set a password with its invitation; disabled: cannot sign in, its sessions ended */
                        status: "active" | "invited" | "disabled";
                        /** @description Works for every cinema (always true for an admin) */
                        allCinemas: boolean;
                        /** @description Its cinemas by name (empty when allCinemas) */
                        cinemas: {
                            id: number;
                            name: string;
                        }[];
                        /** @description ISO 8601 instant of the last sign-in; null: never */
                        lastSignInAt: string | null;
                        /** @description While invited: when the invitation link stops working */
                        inviteExpiresAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        /**
                         * @description admin: the whole chain; manager: runs its cinemas (movies, screens, shows, bookings, reports); staff: admits tickets at its cinemas
                         * @enum {string}
                         */
                        role: "admin" | "manager" | "staff";
                        /** @description invited: has not yet set a password with its invitation; disabled: cannot sign in, its sessions ended */
                        status: "active" | "invited" | "disabled";
                        /** @description Works for every cinema (always true for an admin) */
                        allCinemas: boolean;
                        /** @description Its cinemas by name (empty when allCinemas) */
                        cinemas: {
                            id: number;
                            name: string;
                        }[];
                        /** @description ISO 8601 instant of the last sign-in; null: never */
                        lastSignInAt: string | null;
                        /** @description While invited: when the invitation link stops working */
                        inviteExpiresAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /**
                     * @description admin: the whole chain; manager: runs its cinemas (movies, screens, shows, bookings, reports); staff: admits tickets at its cinemas
                     * @enum {string}
                     */
                    role?: "admin" | "manager" | "staff";
                    /** @description The cinemas a manager or staff account works for (ignored for an admin); empty with allCinemas: every cinema */
                    cinemaIds?: number[];
                    allCinemas?: boolean;
                    /** @description true: the account cannot sign in and its sessions end at once; false: enabled again */
                    disabled?: boolean;
                    /** @description An account still invited: a new invitation link is e-mailed and the old one stops working */
                    resendInvite?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        /**
                         * @description admin: the whole chain; manager: runs its cinemas (movies, screens, shows, bookings, reports); staff: admits tickets at its cinemas
                         * @enum {string}
                         */
                        role: "admin" | "manager" | "staff";
                        /** @description invited: has not yet set a password with its invitation; disabled: cannot sign in, its sessions ended */
                        status: "active" | "invited" | "disabled";
                        /** @description Works for every cinema (always true for an admin) */
                        allCinemas: boolean;
                        /** @description Its cinemas by name (empty when allCinemas) */
                        cinemas: {
                            id: number;
                            name: string;
                        }[];
                        /** @description ISO 8601 instant of the last sign-in; null: never */
                        lastSignInAt: string | null;
                        /** @description While invited: when the invitation link stops working */
                        inviteExpiresAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminInvitesLookup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The one-time code after #code= in the invitation link */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        /**
                         * @description admin: the whole chain; manager: runs its cinemas (movies, screens, shows, bookings, reports); staff: admits tickets at its cinemas
                         * @enum {string}
                         */
                        role: "admin" | "manager" | "staff";
                        allCinemas: boolean;
                        cinemas: {
                            id: number;
                            name: string;
                        }[];
                        /** @description When the invitation stops working */
                        expiresAt: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminInvitesAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The one-time code after #code= in the invitation link */
                    code: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description JWT, as a login answers: the person is signed in */
                        token: string;
                        email: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminAudit: {
        parameters: {
            query?: {
                /** @description Part of the actor’s e-mail, the entity id, or any text of the before/after */
                q?: string;
                entity?: string;
                action?: string;
                /** @description From this day (00:00, chain time) or instant */
                from?: string;
                /** @description Through this day (to its end, chain time) or until this instant */
                to?: string;
                /** @description Entries older than this id: the next page */
                before?: number;
                /** @description Default 50 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        entries: {
                            id: number;
                            /** @description ISO 8601 instant */
                            at: string;
                            actor: {
                                /** @description null: the account was deleted since */
                                id: number | null;
                                email: string;
                            };
                            action: string;
                            entity: string;
                            entityId: string | null;
                            /** @description The cinema the change belongs to, if any */
                            cinemaId: number | null;
                            /** @description The object before the change (null: created) */
                            before: unknown;
                            /** @description The object after the change (null: removed) */
                            after: unknown;
                        }[];
                        /** @description Send as `before` for the next page; null: no more */
                        nextBefore: number | null;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminShows: {
        parameters: {
            query?: {
                /** @description Door listing: one day, cinema time; default today */
                date?: string;
                /** @description Door listing: only this cinema */
                theaterId?: number;
                /** @description Back-office listing: first day (default today, cinema time) */
                from?: string;
                /** @description Back-office listing: last day (default from + 6; at most 62 days after from) */
                to?: string;
                cinemaId?: number;
                movieId?: number;
                screenId?: number;
                status?: "live" | "cancelled";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Door listing: the day listed */
                        date?: string;
                        from?: string;
                        to?: string;
                        /** @description Back-office listing: shows matching the filters */
                        total?: number;
                        page?: number;
                        pageSize?: number;
                        /** @description Door listing: the door’s fields; back-office listing: every field */
                        shows: {
                            /** @description The showId to send with each scan */
                            id: number;
                            movieTitle: string;
                            theater: {
                                id: number;
                                name: string;
                            };
                            /** @description The screen’s name, e.g. "Screen 2" or "IMAX" */
                            screen: string;
                            /** @description yyyy-mm-dd, cinema time */
                            showDate: string;
                            /** @description HH:mm, cinema time */
                            startTime: string;
                            /** @description ISO 8601 instant */
                            startsAt: string;
                            /** @description ISO 8601 instant: start + the film’s running time */
                            endsAt: string;
                            /** @description ISO 8601 instant tickets are admitted from */
                            admissionOpensAt: string;
                            /** @description Seats of confirmed bookings */
                            seatsSold: number;
                            /** @description Seats of those bookings already admitted */
                            seatsAdmitted: number;
                            movieId?: number;
                            screenId?: number;
                            /** @description 2D, 3D, IMAX or 4DX */
                            format?: string;
                            audioLanguage?: string | null;
                            subtitles?: string | null;
                            /** @description The cinema’s time zone (showDate and startTime are in it) */
                            timeZone?: string;
                            status?: "live" | "cancelled";
                            cancelledAt?: string | null;
                            cancelReason?: string | null;
                            /** @description Price per tier in paise */
                            pricesPaise?: {
                                [key: string]: number;
                            };
                            seatsTotal?: number;
                            /** @description Seats held by customers paying right now */
                            seatsHeld?: number;
                            seatsFree?: number;
                            /** @description Paid bookings: cancelling the show refunds each of them in full */
                            confirmedBookings?: number;
                            /** @description What those bookings paid (tickets and fees): the refund a cancellation gives back */
                            confirmedTotalPaise?: number;
                        }[];
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminShows: {
        parameters: {
            query?: {
                /** @description true: answer the preview and its problems, create nothing */
                dryRun?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    movieId: number;
                    screenId: number;
                    /** @enum {unknown} */
                    format: "2D" | "3D" | "IMAX" | "4DX";
                    /** @description The language the film is played in, e.g. "Hindi" */
                    audioLanguage: string;
                    /** @description Subtitle language; null or left out: none */
                    subtitles?: string | null;
                    /** @description First day, yyyy-mm-dd, cinema time */
                    fromDate: string;
                    /** @description Last day (included), at most 62 days from fromDate */
                    toDate: string;
                    /** @description Start times on each day, cinema time */
                    times: string[];
                    /** @description Only these days of the week, 1 = Monday … 7 = Sunday; left out: every day */
                    weekdays?: number[];
                    /** @description Price per seat tier in paise; only tiers the screen has. A tier left out costs the screen’s default price */
                    pricesPaise?: {
                        /** @description Price of a Recliner seat in paise */
                        Recliner?: number;
                        /** @description Price of a Prime seat in paise */
                        Prime?: number;
                        /** @description Price of a Classic seat in paise */
                        Classic?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dryRun: boolean;
                        /** @description Shows created (0 for a dry run) */
                        created: number;
                        movie: {
                            id: number;
                            title: string;
                            runtimeMinutes: number;
                        };
                        screen: {
                            id: number;
                            name: string;
                            theaterId: number;
                            theaterName: string;
                            timeZone: string;
                            cleaningMinutes: number;
                        };
                        /** @description Every show of the request, by start */
                        shows: {
                            /** @description Set once created */
                            id?: number;
                            /** @description yyyy-mm-dd, cinema time */
                            showDate: string;
                            /** @description HH:mm, cinema time */
                            startTime: string;
                            /** @description ISO 8601 instant */
                            startsAt: string;
                            /** @description ISO 8601 instant: start + the film’s running time */
                            endsAt: string;
                            /** @description Price per tier in paise */
                            pricesPaise: {
                                [key: string]: number;
                            };
                        }[];
                        /** @description Why the request would be refused; empty when it can be created */
                        problems: {
                            /** @description clash: with a live show of the screen; overlap: with another show of this request; past: starts in the past; skipped_time: the clocks skip that time that night */
                            kind: "clash" | "overlap" | "past" | "skipped_time";
                            showDate?: string;
                            startTime?: string;
                            /** @description What is wrong, naming the clashing show */
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dryRun: boolean;
                        /** @description Shows created (0 for a dry run) */
                        created: number;
                        movie: {
                            id: number;
                            title: string;
                            runtimeMinutes: number;
                        };
                        screen: {
                            id: number;
                            name: string;
                            theaterId: number;
                            theaterName: string;
                            timeZone: string;
                            cleaningMinutes: number;
                        };
                        /** @description Every show of the request, by start */
                        shows: {
                            /** @description Set once created */
                            id?: number;
                            /** @description yyyy-mm-dd, cinema time */
                            showDate: string;
                            /** @description HH:mm, cinema time */
                            startTime: string;
                            /** @description ISO 8601 instant */
                            startsAt: string;
                            /** @description ISO 8601 instant: start + the film’s running time */
                            endsAt: string;
                            /** @description Price per tier in paise */
                            pricesPaise: {
                                [key: string]: number;
                            };
                        }[];
                        /** @description Why the request would be refused; empty when it can be created */
                        problems: {
                            /** @description clash: with a live show of the screen; overlap: with another show of this request; past: starts in the past; skipped_time: the clocks skip that time that night */
                            kind: "clash" | "overlap" | "past" | "skipped_time";
                            showDate?: string;
                            startTime?: string;
                            /** @description What is wrong, naming the clashing show */
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        problems?: {
                            /** @description clash: with a live show of the screen; overlap: with another show of this request; past: starts in the past; skipped_time: the clocks skip that time that night */
                            kind: "clash" | "overlap" | "past" | "skipped_time";
                            showDate?: string;
                            startTime?: string;
                            /** @description What is wrong, naming the clashing show */
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        problems?: {
                            /** @description clash: with a live show of the screen; overlap: with another show of this request; past: starts in the past; skipped_time: the clocks skip that time that night */
                            kind: "clash" | "overlap" | "past" | "skipped_time";
                            showDate?: string;
                            startTime?: string;
                            /** @description What is wrong, naming the clashing show */
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminShowsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description New date, cinema time */
                    showDate?: string;
                    /** @description New start, cinema time */
                    startTime?: string;
                    /** @enum {unknown} */
                    format?: "2D" | "3D" | "IMAX" | "4DX";
                    /** @description The language the film is played in, e.g. "Hindi" */
                    audioLanguage?: string;
                    /** @description Subtitle language; null or left out: none */
                    subtitles?: string | null;
                    /** @description Price per seat tier in paise; only tiers the screen has. A tier left out costs the screen’s default price */
                    pricesPaise?: {
                        /** @description Price of a Recliner seat in paise */
                        Recliner?: number;
                        /** @description Price of a Prime seat in paise */
                        Prime?: number;
                        /** @description Price of a Classic seat in paise */
                        Classic?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The showId to send with each scan */
                        id: number;
                        movieTitle: string;
                        theater: {
                            id: number;
                            name: string;
                        };
                        /** @description The screen’s name, e.g. "Screen 2" or "IMAX" */
                        screen: string;
                        /** @description yyyy-mm-dd, cinema time */
                        showDate: string;
                        /** @description HH:mm, cinema time */
                        startTime: string;
                        /** @description ISO 8601 instant */
                        startsAt: string;
                        /** @description ISO 8601 instant: start + the film’s running time */
                        endsAt: string;
                        /** @description ISO 8601 instant tickets are admitted from */
                        admissionOpensAt: string;
                        /** @description Seats of confirmed bookings */
                        seatsSold: number;
                        /** @description Seats of those bookings already admitted */
                        seatsAdmitted: number;
                        movieId: number;
                        screenId: number;
                        /** @description 2D, 3D, IMAX or 4DX */
                        format: string;
                        audioLanguage: string | null;
                        subtitles: string | null;
                        /** @description The cinema’s time zone (showDate and startTime are in it) */
                        timeZone: string;
                        status: "live" | "cancelled";
                        cancelledAt: string | null;
                        cancelReason: string | null;
                        /** @description Price per tier in paise */
                        pricesPaise: {
                            [key: string]: number;
                        };
                        seatsTotal: number;
                        /** @description Seats held by customers paying right now */
                        seatsHeld: number;
                        seatsFree: number;
                        /** @description Paid bookings: cancelling the show refunds each of them in full */
                        confirmedBookings: number;
                        /** @description What those bookings paid (tickets and fees): the refund a cancellation gives back */
                        confirmedTotalPaise: number;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminShowsByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Told to every customer in the cancellation e-mail */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        show: {
                            /** @description The showId to send with each scan */
                            id: number;
                            movieTitle: string;
                            theater: {
                                id: number;
                                name: string;
                            };
                            /** @description The screen’s name, e.g. "Screen 2" or "IMAX" */
                            screen: string;
                            /** @description yyyy-mm-dd, cinema time */
                            showDate: string;
                            /** @description HH:mm, cinema time */
                            startTime: string;
                            /** @description ISO 8601 instant */
                            startsAt: string;
                            /** @description ISO 8601 instant: start + the film’s running time */
                            endsAt: string;
                            /** @description ISO 8601 instant tickets are admitted from */
                            admissionOpensAt: string;
                            /** @description Seats of confirmed bookings */
                            seatsSold: number;
                            /** @description Seats of those bookings already admitted */
                            seatsAdmitted: number;
                            movieId: number;
                            screenId: number;
                            /** @description 2D, 3D, IMAX or 4DX */
                            format: string;
                            audioLanguage: string | null;
                            subtitles: string | null;
                            /** @description The cinema’s time zone (showDate and startTime are in it) */
                            timeZone: string;
                            status: "live" | "cancelled";
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            /** @description Price per tier in paise */
                            pricesPaise: {
                                [key: string]: number;
                            };
                            seatsTotal: number;
                            /** @description Seats held by customers paying right now */
                            seatsHeld: number;
                            seatsFree: number;
                            /** @description Paid bookings: cancelling the show refunds each of them in full */
                            confirmedBookings: number;
                            /** @description What those bookings paid (tickets and fees): the refund a cancellation gives back */
                            confirmedTotalPaise: number;
                        };
                        refundedBookings: number;
                        /** @description Sum of the refunds (each booking’s full total) */
                        refundedPaise: number;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSeatsSlotBySlotIdEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slotId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `retry: 1000`, one `event: snapshot` frame, then `id` / `event: seats` / `data` frames, and `: ping` every 15 s */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRefundPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How long a card refund takes to reach the card, e.g. "5–7 days" */
                        refundWithin: string;
                        /** @description Every cinema, by city then name */
                        cinemas: {
                            /** @description The cinema’s id (its page is /cinemas/{id}) */
                            id: number;
                            name: string;
                            city: string;
                            /** @description Bookings may be cancelled until this many minutes before the show (0: until it starts) */
                            cutoffMinutes: number;
                            /** @description Share of the ticket price refunded (the convenience fee is kept) */
                            refundPercent: number;
                            /** @description The policy in one sentence, e.g. "Cancel up to 2 hours before the show for 80% of the ticket price back." */
                            summary: string;
                        }[];
                    };
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUserReminders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Whether an e-mail reminder goes out before each show the customer books */
                        emailReminders: boolean;
                        /** @description How many hours before the show the reminder is sent */
                        hoursBefore: number;
                    };
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putUserReminders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emailReminders: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Whether an e-mail reminder goes out before each show the customer books */
                        emailReminders: boolean;
                        /** @description How many hours before the show the reminder is sent */
                        hoursBefore: number;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminMovies: {
        parameters: {
            query?: {
                q?: string;
                status?: "now_showing" | "coming_soon" | "archived";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest release first (no date last), then newest id */
                        movies: {
                            id: number;
                            title: string;
                            description: string;
                            languages: string[];
                            genres: string[];
                            certification: string | null;
                            runtimeMinutes: number;
                            /** @description yyyy-mm-dd */
                            releaseDate: string | null;
                            cast: {
                                name: string;
                                role: string;
                            }[];
                            crew: {
                                name: string;
                                job: string;
                            }[];
                            /** @description The watch form */
                            trailerUrl: string | null;
                            /**
                             * @description archived: no new shows; coming_soon: released after today (cinema time); now_showing: otherwise
                             * @enum {string}
                             */
                            status: "now_showing" | "coming_soon" | "archived";
                            /** @description ISO 8601 instant */
                            archivedAt: string | null;
                            /** @description What customers see: the uploaded poster (480 wide), else the generated one */
                            thumbnail: string;
                            /** @description The uploaded poster; null: the generated one is shown */
                            poster: {
                                key: string;
                                /** @description Every width in WebP and JPEG */
                                images: {
                                    width: number;
                                    format: "webp" | "jpeg";
                                    /** @description Content-addressed: cached by browsers for a year */
                                    url: string;
                                }[];
                            } | null;
                            /** @description ISO 8601 instant */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminMovies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    /** @description Audio languages, the usual one first, e.g. ["Hindi", "Tamil"] */
                    languages: string[];
                    /** @description e.g. ["Action", "Drama"] */
                    genres: string[];
                    /** @enum {string|null} */
                    certification: "U" | "UA" | "UA7+" | "UA13+" | "UA16+" | "A" | "S" | null;
                    runtimeMinutes: number;
                    releaseDate: string | null;
                    /** @description Actors, billing order: name and the part played */
                    cast: {
                        name: string;
                        role: string;
                    }[];
                    /** @description Name and job, e.g. Director */
                    crew: {
                        name: string;
                        job: string;
                    }[];
                    /** @description https://www.youtube.com/watch?v=ID, https://youtu.be/ID or https://www.youtube.com/embed/ID; stored as the watch form */
                    trailerUrl: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        languages: string[];
                        genres: string[];
                        certification: string | null;
                        runtimeMinutes: number;
                        /** @description yyyy-mm-dd */
                        releaseDate: string | null;
                        cast: {
                            name: string;
                            role: string;
                        }[];
                        crew: {
                            name: string;
                            job: string;
                        }[];
                        /** @description The watch form */
                        trailerUrl: string | null;
                        /**
                         * @description archived: no new shows; coming_soon: released after today (cinema time); now_showing: otherwise
                         * @enum {string}
                         */
                        status: "now_showing" | "coming_soon" | "archived";
                        /** @description ISO 8601 instant */
                        archivedAt: string | null;
                        /** @description What customers see: the uploaded poster (480 wide), else the generated one */
                        thumbnail: string;
                        /** @description The uploaded poster; null: the generated one is shown */
                        poster: {
                            key: string;
                            /** @description Every width in WebP and JPEG */
                            images: {
                                width: number;
                                format: "webp" | "jpeg";
                                /** @description Content-addressed: cached by browsers for a year */
                                url: string;
                            }[];
                        } | null;
                        /** @description ISO 8601 instant */
                        updatedAt: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminMoviesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        languages: string[];
                        genres: string[];
                        certification: string | null;
                        runtimeMinutes: number;
                        /** @description yyyy-mm-dd */
                        releaseDate: string | null;
                        cast: {
                            name: string;
                            role: string;
                        }[];
                        crew: {
                            name: string;
                            job: string;
                        }[];
                        /** @description The watch form */
                        trailerUrl: string | null;
                        /**
                         * @description archived: no new shows; coming_soon: released after today (cinema time); now_showing: otherwise
                         * @enum {string}
                         */
                        status: "now_showing" | "coming_soon" | "archived";
                        /** @description ISO 8601 instant */
                        archivedAt: string | null;
                        /** @description What customers see: the uploaded poster (480 wide), else the generated one */
                        thumbnail: string;
                        /** @description The uploaded poster; null: the generated one is shown */
                        poster: {
                            key: string;
                            /** @description Every width in WebP and JPEG */
                            images: {
                                width: number;
                                format: "webp" | "jpeg";
                                /** @description Content-addressed: cached by browsers for a year */
                                url: string;
                            }[];
                        } | null;
                        /** @description ISO 8601 instant */
                        updatedAt: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminMoviesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    /** @description Audio languages, the usual one first, e.g. ["Hindi", "Tamil"] */
                    languages: string[];
                    /** @description e.g. ["Action", "Drama"] */
                    genres: string[];
                    /** @enum {string|null} */
                    certification: "U" | "UA" | "UA7+" | "UA13+" | "UA16+" | "A" | "S" | null;
                    runtimeMinutes: number;
                    releaseDate: string | null;
                    /** @description Actors, billing order: name and the part played */
                    cast: {
                        name: string;
                        role: string;
                    }[];
                    /** @description Name and job, e.g. Director */
                    crew: {
                        name: string;
                        job: string;
                    }[];
                    /** @description https://www.youtube.com/watch?v=ID, https://youtu.be/ID or https://www.youtube.com/embed/ID; stored as the watch form */
                    trailerUrl: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        languages: string[];
                        genres: string[];
                        certification: string | null;
                        runtimeMinutes: number;
                        /** @description yyyy-mm-dd */
                        releaseDate: string | null;
                        cast: {
                            name: string;
                            role: string;
                        }[];
                        crew: {
                            name: string;
                            job: string;
                        }[];
                        /** @description The watch form */
                        trailerUrl: string | null;
                        /**
                         * @description archived: no new shows; coming_soon: released after today (cinema time); now_showing: otherwise
                         * @enum {string}
                         */
                        status: "now_showing" | "coming_soon" | "archived";
                        /** @description ISO 8601 instant */
                        archivedAt: string | null;
                        /** @description What customers see: the uploaded poster (480 wide), else the generated one */
                        thumbnail: string;
                        /** @description The uploaded poster; null: the generated one is shown */
                        poster: {
                            key: string;
                            /** @description Every width in WebP and JPEG */
                            images: {
                                width: number;
                                format: "webp" | "jpeg";
                                /** @description Content-addressed: cached by browsers for a year */
                                url: string;
                            }[];
                        } | null;
                        /** @description ISO 8601 instant */
                        updatedAt: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminMoviesByIdArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description false un-archives the film (it can get new shows again); default true */
                    archived?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        languages: string[];
                        genres: string[];
                        certification: string | null;
                        runtimeMinutes: number;
                        /** @description yyyy-mm-dd */
                        releaseDate: string | null;
                        cast: {
                            name: string;
                            role: string;
                        }[];
                        crew: {
                            name: string;
                            job: string;
                        }[];
                        /** @description The watch form */
                        trailerUrl: string | null;
                        /**
                         * @description archived: no new shows; coming_soon: released after today (cinema time); now_showing: otherwise
                         * @enum {string}
                         */
                        status: "now_showing" | "coming_soon" | "archived";
                        /** @description ISO 8601 instant */
                        archivedAt: string | null;
                        /** @description What customers see: the uploaded poster (480 wide), else the generated one */
                        thumbnail: string;
                        /** @description The uploaded poster; null: the generated one is shown */
                        poster: {
                            key: string;
                            /** @description Every width in WebP and JPEG */
                            images: {
                                width: number;
                                format: "webp" | "jpeg";
                                /** @description Content-addressed: cached by browsers for a year */
                                url: string;
                            }[];
                        } | null;
                        /** @description ISO 8601 instant */
                        updatedAt: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminMoviesByIdPoster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        languages: string[];
                        genres: string[];
                        certification: string | null;
                        runtimeMinutes: number;
                        /** @description yyyy-mm-dd */
                        releaseDate: string | null;
                        cast: {
                            name: string;
                            role: string;
                        }[];
                        crew: {
                            name: string;
                            job: string;
                        }[];
                        /** @description The watch form */
                        trailerUrl: string | null;
                        /**
                         * @description archived: no new shows; coming_soon: released after today (cinema time); now_showing: otherwise
                         * @enum {string}
                         */
                        status: "now_showing" | "coming_soon" | "archived";
                        /** @description ISO 8601 instant */
                        archivedAt: string | null;
                        /** @description What customers see: the uploaded poster (480 wide), else the generated one */
                        thumbnail: string;
                        /** @description The uploaded poster; null: the generated one is shown */
                        poster: {
                            key: string;
                            /** @description Every width in WebP and JPEG */
                            images: {
                                width: number;
                                format: "webp" | "jpeg";
                                /** @description Content-addressed: cached by browsers for a year */
                                url: string;
                            }[];
                        } | null;
                        /** @description ISO 8601 instant */
                        updatedAt: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCinemas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        city: string;
                        address: string;
                        timeZone: string;
                        facilities: string[];
                        cancellationPolicy: {
                            cutoffMinutes: number;
                            refundPercent: number;
                        };
                        cleaningMinutes: number;
                        /** @description Screens of the cinema */
                        screenCount: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminCinemas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique in the chain */
                    name: string;
                    city: string;
                    /** @description The address line customers see */
                    address: string;
                    /** @description IANA zone its show dates and times are in, e.g. Asia/Kolkata */
                    timeZone: string;
                    /** @description e.g. "Parking", "Food court", "Wheelchair access" */
                    facilities: string[];
                    cancellationPolicy: {
                        /** @description Customers may cancel until this many minutes before the show (0: until it starts) */
                        cutoffMinutes: number;
                        /** @description Share of the ticket price a customer who cancels in time gets back */
                        refundPercent: number;
                    };
                    /** @description Gap kept on a screen between one show’s end and the next start */
                    cleaningMinutes: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        city: string;
                        address: string;
                        timeZone: string;
                        facilities: string[];
                        cancellationPolicy: {
                            cutoffMinutes: number;
                            refundPercent: number;
                        };
                        cleaningMinutes: number;
                        /** @description Screens of the cinema */
                        screenCount: number;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCinemasById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        city: string;
                        address: string;
                        timeZone: string;
                        facilities: string[];
                        cancellationPolicy: {
                            cutoffMinutes: number;
                            refundPercent: number;
                        };
                        cleaningMinutes: number;
                        /** @description Screens of the cinema */
                        screenCount: number;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminCinemasById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique in the chain */
                    name: string;
                    city: string;
                    /** @description The address line customers see */
                    address: string;
                    /** @description IANA zone its show dates and times are in, e.g. Asia/Kolkata */
                    timeZone: string;
                    /** @description e.g. "Parking", "Food court", "Wheelchair access" */
                    facilities: string[];
                    cancellationPolicy: {
                        /** @description Customers may cancel until this many minutes before the show (0: until it starts) */
                        cutoffMinutes: number;
                        /** @description Share of the ticket price a customer who cancels in time gets back */
                        refundPercent: number;
                    };
                    /** @description Gap kept on a screen between one show’s end and the next start */
                    cleaningMinutes: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        city: string;
                        address: string;
                        timeZone: string;
                        facilities: string[];
                        cancellationPolicy: {
                            cutoffMinutes: number;
                            refundPercent: number;
                        };
                        cleaningMinutes: number;
                        /** @description Screens of the cinema */
                        screenCount: number;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCinemasByIdScreens: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        cinemaId: number;
                        name: string;
                        seatCount: number;
                        seatsByTier: {
                            Recliner: number;
                            Prime: number;
                            Classic: number;
                        };
                    }[];
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminCinemasByIdScreens: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique in its cinema */
                    name: string;
                    /** @description Rows front (nearest the screen) to back; a seat is number N of its row (seat "C5") standing in a column from 1; an aisle is a column no seat of the row stands in. Each wheelchair space has a companion seat beside it. */
                    layout: {
                        /** @description Each tier used by a row, with its default price */
                        tiers: {
                            /** @enum {string} */
                            tier: "Recliner" | "Prime" | "Classic";
                            /** @description Default price of the tier’s seats at a new show, paise */
                            pricePaise: number;
                        }[];
                        rows: {
                            /** @description One capital letter A to Z: A is the front row */
                            label: string;
                            /** @enum {string} */
                            tier: "Recliner" | "Prime" | "Classic";
                            seats: {
                                /** @description Seat number within the row: seat 5 of row C is "C5" */
                                number: number;
                                /** @description Position across the screen’s width, from 1 */
                                column: number;
                                /** @enum {string} */
                                kind: "standard" | "wheelchair" | "companion";
                            }[];
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        cinemaId: number;
                        name: string;
                        seatCount: number;
                        seatsByTier: {
                            Recliner: number;
                            Prime: number;
                            Classic: number;
                        };
                        /** @description Rows front (nearest the screen) to back; a seat is number N of its row (seat "C5") standing in a column from 1; an aisle is a column no seat of the row stands in. Each wheelchair space has a companion seat beside it. */
                        layout: {
                            /** @description Each tier used by a row, with its default price */
                            tiers: {
                                /** @enum {string} */
                                tier: "Recliner" | "Prime" | "Classic";
                                /** @description Default price of the tier’s seats at a new show, paise */
                                pricePaise: number;
                            }[];
                            rows: {
                                /** @description One capital letter A to Z: A is the front row */
                                label: string;
                                /** @enum {string} */
                                tier: "Recliner" | "Prime" | "Classic";
                                seats: {
                                    /** @description Seat number within the row: seat 5 of row C is "C5" */
                                    number: number;
                                    /** @description Position across the screen’s width, from 1 */
                                    column: number;
                                    /** @enum {string} */
                                    kind: "standard" | "wheelchair" | "companion";
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminScreensById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        cinemaId: number;
                        name: string;
                        seatCount: number;
                        seatsByTier: {
                            Recliner: number;
                            Prime: number;
                            Classic: number;
                        };
                        /** @description Rows front (nearest the screen) to back; a seat is number N of its row (seat "C5") standing in a column from 1; an aisle is a column no seat of the row stands in. Each wheelchair space has a companion seat beside it. */
                        layout: {
                            /** @description Each tier used by a row, with its default price */
                            tiers: {
                                /** @enum {string} */
                                tier: "Recliner" | "Prime" | "Classic";
                                /** @description Default price of the tier’s seats at a new show, paise */
                                pricePaise: number;
                            }[];
                            rows: {
                                /** @description One capital letter A to Z: A is the front row */
                                label: string;
                                /** @enum {string} */
                                tier: "Recliner" | "Prime" | "Classic";
                                seats: {
                                    /** @description Seat number within the row: seat 5 of row C is "C5" */
                                    number: number;
                                    /** @description Position across the screen’s width, from 1 */
                                    column: number;
                                    /** @enum {string} */
                                    kind: "standard" | "wheelchair" | "companion";
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminScreensById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique in its cinema */
                    name: string;
                    /** @description Rows front (nearest the screen) to back; a seat is number N of its row (seat "C5") standing in a column from 1; an aisle is a column no seat of the row stands in. Each wheelchair space has a companion seat beside it. */
                    layout: {
                        /** @description Each tier used by a row, with its default price */
                        tiers: {
                            /** @enum {string} */
                            tier: "Recliner" | "Prime" | "Classic";
                            /** @description Default price of the tier’s seats at a new show, paise */
                            pricePaise: number;
                        }[];
                        rows: {
                            /** @description One capital letter A to Z: A is the front row */
                            label: string;
                            /** @enum {string} */
                            tier: "Recliner" | "Prime" | "Classic";
                            seats: {
                                /** @description Seat number within the row: seat 5 of row C is "C5" */
                                number: number;
                                /** @description Position across the screen’s width, from 1 */
                                column: number;
                                /** @enum {string} */
                                kind: "standard" | "wheelchair" | "companion";
                            }[];
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        cinemaId: number;
                        name: string;
                        seatCount: number;
                        seatsByTier: {
                            Recliner: number;
                            Prime: number;
                            Classic: number;
                        };
                        /** @description Rows front (nearest the screen) to back; a seat is number N of its row (seat "C5") standing in a column from 1; an aisle is a column no seat of the row stands in. Each wheelchair space has a companion seat beside it. */
                        layout: {
                            /** @description Each tier used by a row, with its default price */
                            tiers: {
                                /** @enum {string} */
                                tier: "Recliner" | "Prime" | "Classic";
                                /** @description Default price of the tier’s seats at a new show, paise */
                                pricePaise: number;
                            }[];
                            rows: {
                                /** @description One capital letter A to Z: A is the front row */
                                label: string;
                                /** @enum {string} */
                                tier: "Recliner" | "Prime" | "Classic";
                                seats: {
                                    /** @description Seat number within the row: seat 5 of row C is "C5" */
                                    number: number;
                                    /** @description Position across the screen’s width, from 1 */
                                    column: number;
                                    /** @enum {string} */
                                    kind: "standard" | "wheelchair" | "companion";
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        /** @description Booked or held seats of shows ahead that the new layout would drop or move */
                        conflicts?: {
                            seatNumber: string;
                            showId: number;
                            movieTitle: string;
                            /** @description yyyy-mm-dd, cinema time */
                            showDate: string;
                            /** @description HH:mm, cinema time */
                            startTime: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminBookings: {
        parameters: {
            query: {
                /** @description A booking reference (any case), a customer’s e-mail address or phone number */
                q: string;
                /** @description Default 1 */
                page?: number;
                /** @description Default 20 */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: {
                            id: number;
                            reference: string;
                            /** @description CONFIRMED or CANCELLED */
                            status: string;
                            customer: {
                                id: number;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                            show: {
                                id: number;
                                movieTitle: string;
                                cinemaId: number;
                                cinemaName: string;
                                screenName: string;
                                /** @description yyyy-mm-dd, cinema time */
                                showDate: string;
                                /** @description HH:mm, cinema time */
                                startTime: string;
                                /** @description ISO 8601 instant: the show starts */
                                startsAt: string;
                                /** @description The cinema’s IANA time zone, for reading instants on its clock */
                                timeZone: string;
                                status: "upcoming" | "started" | "ended" | "cancelled";
                            };
                            seats: string[];
                            totalPaise: number;
                            refundPaise: number | null;
                            /** @description ISO 8601 instant: paid */
                            bookedAt: string;
                            /** @description ISO 8601 instant: admitted at the door */
                            admittedAt: string | null;
                            /** @description ISO 8601 instant: cancelled */
                            cancelledAt: string | null;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminBookingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        reference: string;
                        /** @description CONFIRMED or CANCELLED */
                        status: string;
                        customer: {
                            id: number;
                            name: string;
                            email: string;
                            phone: string | null;
                        };
                        show: {
                            id: number;
                            movieTitle: string;
                            cinemaId: number;
                            cinemaName: string;
                            screenName: string;
                            /** @description yyyy-mm-dd, cinema time */
                            showDate: string;
                            /** @description HH:mm, cinema time */
                            startTime: string;
                            /** @description ISO 8601 instant: the show starts */
                            startsAt: string;
                            /** @description The cinema’s IANA time zone, for reading instants on its clock */
                            timeZone: string;
                            status: "upcoming" | "started" | "ended" | "cancelled";
                        };
                        seats: string[];
                        totalPaise: number;
                        refundPaise: number | null;
                        /** @description ISO 8601 instant: paid */
                        bookedAt: string;
                        /** @description ISO 8601 instant: admitted at the door */
                        admittedAt: string | null;
                        /** @description ISO 8601 instant: cancelled */
                        cancelledAt: string | null;
                        ticketPaise: number;
                        convenienceFeePaise: number;
                        cardLast4: string;
                        /** @description ISO 8601 instant: refunded */
                        refundedAt: string | null;
                        cancelReason: string | null;
                        /** @description Who did it; null: the system */
                        cancelledBy: {
                            id: number;
                            name: string;
                            role: string;
                        } | null;
                        policy: {
                            cutoffMinutes: number;
                            refundPercent: number;
                            /** @description What a cancellation under the policy refunds (the ticket price share) */
                            refundPaise: number;
                            /** @description ISO 8601 instant: customers’ own cancellations close */
                            closesAt: string;
                            /** @description Customers may still cancel themselves */
                            open: boolean;
                        };
                        /** @description The desk may cancel it now */
                        cancellable: boolean;
                        notCancellableReason: string | null;
                        /** @description Oldest first */
                        history: {
                            kind: "HELD" | "PAID" | "EMAILED" | "ADMITTED" | "CANCELLED" | "REFUNDED" | "RESENT";
                            /** @description ISO 8601 instant: it happened */
                            at: string;
                            /** @description Who did it; null: the system */
                            actor: {
                                id: number;
                                name: string;
                                role: string;
                            } | null;
                            /** @description e.g. refundPaise, reason, mail */
                            detail: {
                                [key: string]: unknown;
                            };
                            /** @description Read from the booking itself (a booking from before its history was kept) */
                            derived: boolean;
                        }[];
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminBookingsByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why; required when refundPaise overrides the policy’s refund */
                    reason?: string;
                    /** @description Refund to the card in paise, 0 up to the booking’s total; default: the cinema policy’s refund */
                    refundPaise?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        reference: string;
                        /** @description CONFIRMED or CANCELLED */
                        status: string;
                        customer: {
                            id: number;
                            name: string;
                            email: string;
                            phone: string | null;
                        };
                        show: {
                            id: number;
                            movieTitle: string;
                            cinemaId: number;
                            cinemaName: string;
                            screenName: string;
                            /** @description yyyy-mm-dd, cinema time */
                            showDate: string;
                            /** @description HH:mm, cinema time */
                            startTime: string;
                            /** @description ISO 8601 instant: the show starts */
                            startsAt: string;
                            /** @description The cinema’s IANA time zone, for reading instants on its clock */
                            timeZone: string;
                            status: "upcoming" | "started" | "ended" | "cancelled";
                        };
                        seats: string[];
                        totalPaise: number;
                        refundPaise: number | null;
                        /** @description ISO 8601 instant: paid */
                        bookedAt: string;
                        /** @description ISO 8601 instant: admitted at the door */
                        admittedAt: string | null;
                        /** @description ISO 8601 instant: cancelled */
                        cancelledAt: string | null;
                        ticketPaise: number;
                        convenienceFeePaise: number;
                        cardLast4: string;
                        /** @description ISO 8601 instant: refunded */
                        refundedAt: string | null;
                        cancelReason: string | null;
                        /** @description Who did it; null: the system */
                        cancelledBy: {
                            id: number;
                            name: string;
                            role: string;
                        } | null;
                        policy: {
                            cutoffMinutes: number;
                            refundPercent: number;
                            /** @description What a cancellation under the policy refunds (the ticket price share) */
                            refundPaise: number;
                            /** @description ISO 8601 instant: customers’ own cancellations close */
                            closesAt: string;
                            /** @description Customers may still cancel themselves */
                            open: boolean;
                        };
                        /** @description The desk may cancel it now */
                        cancellable: boolean;
                        notCancellableReason: string | null;
                        /** @description Oldest first */
                        history: {
                            kind: "HELD" | "PAID" | "EMAILED" | "ADMITTED" | "CANCELLED" | "REFUNDED" | "RESENT";
                            /** @description ISO 8601 instant: it happened */
                            at: string;
                            /** @description Who did it; null: the system */
                            actor: {
                                id: number;
                                name: string;
                                role: string;
                            } | null;
                            /** @description e.g. refundPaise, reason, mail */
                            detail: {
                                [key: string]: unknown;
                            };
                            /** @description Read from the booking itself (a booking from before its history was kept) */
                            derived: boolean;
                        }[];
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminBookingsByIdResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReportsSales: {
        parameters: {
            query?: {
                /** @description First day, yyyy-mm-dd, cinema time (inclusive); default 6 days before `to` */
                from?: string;
                /** @description Last day, yyyy-mm-dd, cinema time (inclusive); default today. At most 366 days from `from` */
                to?: string;
                /** @description Only this cinema (default: every cinema of the account) */
                cinemaId?: number;
                /** @description Only this movie */
                movieId?: number;
                /** @description csv: the same figures as CSV (as `Accept: text/csv` does) */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report (JSON), or its rows as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        cinemaId: number | null;
                        movieId: number | null;
                        totals: {
                            /** @description Bookings paid on these days */
                            bookings: number;
                            /** @description Seats of those bookings */
                            tickets: number;
                            /** @description What customers paid: ticket sales + convenience fees + GST, in paise */
                            grossPaise: number;
                            /** @description Ticket prices, in paise */
                            ticketSalesPaise: number;
                            /** @description Convenience fees without GST (7% of the ticket sales of each booking), in paise */
                            convenienceFeesPaise: number;
                            /** @description GST on the convenience fees (18%): each booking’s fee charged minus its base, in paise */
                            gstPaise: number;
                            /** @description Bookings refunded on these days */
                            refundedBookings: number;
                            /** @description Amounts given back on these days, in paise */
                            refundsPaise: number;
                            /** @description grossPaise − refundsPaise, in paise */
                            netPaise: number;
                        };
                        /** @description Every day of the range, in order (zeros on a day without sales) */
                        days: {
                            date: string;
                            /** @description Bookings paid on these days */
                            bookings: number;
                            /** @description Seats of those bookings */
                            tickets: number;
                            /** @description What customers paid: ticket sales + convenience fees + GST, in paise */
                            grossPaise: number;
                            /** @description Ticket prices, in paise */
                            ticketSalesPaise: number;
                            /** @description Convenience fees without GST (7% of the ticket sales of each booking), in paise */
                            convenienceFeesPaise: number;
                            /** @description GST on the convenience fees (18%): each booking’s fee charged minus its base, in paise */
                            gstPaise: number;
                            /** @description Bookings refunded on these days */
                            refundedBookings: number;
                            /** @description Amounts given back on these days, in paise */
                            refundsPaise: number;
                            /** @description grossPaise − refundsPaise, in paise */
                            netPaise: number;
                        }[];
                        /** @description Cinemas with sales or refunds, by name */
                        cinemas: {
                            cinema: {
                                id: number;
                                name: string;
                            };
                            /** @description Bookings paid on these days */
                            bookings: number;
                            /** @description Seats of those bookings */
                            tickets: number;
                            /** @description What customers paid: ticket sales + convenience fees + GST, in paise */
                            grossPaise: number;
                            /** @description Ticket prices, in paise */
                            ticketSalesPaise: number;
                            /** @description Convenience fees without GST (7% of the ticket sales of each booking), in paise */
                            convenienceFeesPaise: number;
                            /** @description GST on the convenience fees (18%): each booking’s fee charged minus its base, in paise */
                            gstPaise: number;
                            /** @description Bookings refunded on these days */
                            refundedBookings: number;
                            /** @description Amounts given back on these days, in paise */
                            refundsPaise: number;
                            /** @description grossPaise − refundsPaise, in paise */
                            netPaise: number;
                        }[];
                        /** @description Movies with sales or refunds, most tickets first */
                        movies: {
                            movie: {
                                id: number;
                                title: string;
                            };
                            /** @description Bookings paid on these days */
                            bookings: number;
                            /** @description Seats of those bookings */
                            tickets: number;
                            /** @description What customers paid: ticket sales + convenience fees + GST, in paise */
                            grossPaise: number;
                            /** @description Ticket prices, in paise */
                            ticketSalesPaise: number;
                            /** @description Convenience fees without GST (7% of the ticket sales of each booking), in paise */
                            convenienceFeesPaise: number;
                            /** @description GST on the convenience fees (18%): each booking’s fee charged minus its base, in paise */
                            gstPaise: number;
                            /** @description Bookings refunded on these days */
                            refundedBookings: number;
                            /** @description Amounts given back on these days, in paise */
                            refundsPaise: number;
                            /** @description grossPaise − refundsPaise, in paise */
                            netPaise: number;
                        }[];
                        /** @description One row per day × cinema × movie with sales or refunds (what the CSV lists) */
                        rows: {
                            /** @description yyyy-mm-dd, cinema time */
                            date: string;
                            cinema: {
                                id: number;
                                name: string;
                            };
                            movie: {
                                id: number;
                                title: string;
                            };
                            /** @description Bookings paid on these days */
                            bookings: number;
                            /** @description Seats of those bookings */
                            tickets: number;
                            /** @description What customers paid: ticket sales + convenience fees + GST, in paise */
                            grossPaise: number;
                            /** @description Ticket prices, in paise */
                            ticketSalesPaise: number;
                            /** @description Convenience fees without GST (7% of the ticket sales of each booking), in paise */
                            convenienceFeesPaise: number;
                            /** @description GST on the convenience fees (18%): each booking’s fee charged minus its base, in paise */
                            gstPaise: number;
                            /** @description Bookings refunded on these days */
                            refundedBookings: number;
                            /** @description Amounts given back on these days, in paise */
                            refundsPaise: number;
                            /** @description grossPaise − refundsPaise, in paise */
                            netPaise: number;
                        }[];
                        /** @description Every show dated in the range (show date, cinema time), by start */
                        occupancy: {
                            showId: number;
                            cinema: {
                                id: number;
                                name: string;
                            };
                            screen: string;
                            movie: {
                                id: number;
                                title: string;
                            };
                            /** @description yyyy-mm-dd, cinema time */
                            showDate: string;
                            /** @description HH:mm, cinema time */
                            startTime: string;
                            /** @description ISO 8601 instant */
                            startsAt: string;
                            /** @description A cancelled show: its bookings were cancelled, nothing is sold */
                            cancelled: boolean;
                            /** @description Seats of its screen */
                            capacity: number;
                            /** @description Seats of its bookings not cancelled */
                            sold: number;
                            /** @description Seats held right now by customers about to pay */
                            held: number;
                            /** @description Seats of bookings admitted at the door */
                            admitted: number;
                            /** @description sold / capacity × 100, one decimal */
                            occupancyPercent: number;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReportsOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The cinemas the account reports on, by name */
                        cinemas: {
                            id: number;
                            name: string;
                        }[];
                        /** @description Every movie of the chain, by title */
                        movies: {
                            id: number;
                            title: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReportsToday: {
        parameters: {
            query?: {
                /** @description Only this cinema (default: every cinema of the account) */
                cinemaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Today’s shows (each cinema’s own date), by start */
                        shows: {
                            showId: number;
                            cinema: {
                                id: number;
                                name: string;
                            };
                            screen: string;
                            movie: {
                                id: number;
                                title: string;
                            };
                            showDate: string;
                            startTime: string;
                            startsAt: string;
                            endsAt: string;
                            cancelled: boolean;
                            capacity: number;
                            sold: number;
                            held: number;
                            /** @description capacity − sold − held */
                            free: number;
                            admitted: number;
                        }[];
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReportsTodayEvents: {
        parameters: {
            query?: {
                /** @description Only this cinema (default: every cinema of the account) */
                cinemaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `retry: 1000`, then `event: show` frames, and `: ping` comments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCspReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Received */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBookingsByIdReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    /** @description Optional plain text, at most 1000 characters once control and invisible characters are removed and spaces collapsed */
                    text?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        bookingId: number;
                        movieId: number;
                        rating: number;
                        text: string | null;
                        /** @description ISO 8601 instant */
                        createdAt: string;
                        /** @description Hidden by the back office: not shown to others nor counted */
                        hidden: boolean;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUserReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The caller’s bookings that can be rated now or were rated, latest show first */
                        items: {
                            bookingId: number;
                            movieId: number;
                            /** @description True while the booking may still be rated (admitted or its show ended, not yet rated) */
                            canReview: boolean;
                            review: {
                                id: number;
                                bookingId: number;
                                movieId: number;
                                rating: number;
                                text: string | null;
                                /** @description ISO 8601 instant */
                                createdAt: string;
                                /** @description Hidden by the back office: not shown to others nor counted */
                                hidden: boolean;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMoviesByIdReviews: {
        parameters: {
            query?: {
                /** @description The previous page’s nextCursor */
                cursor?: string;
                /** @description Default 10 */
                limit?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rating: components["schemas"]["Rating"] | null;
                        /** @description Newest first; hidden reviews are left out */
                        items: {
                            id: number;
                            rating: number;
                            /** @description Plain text (show it as text, never as HTML); line breaks are \n */
                            text: string | null;
                            /** @description First name and the initial of the last, e.g. "Priya S." */
                            author: string;
                            /** @description ISO 8601 instant */
                            createdAt: string;
                        }[];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postReviewsByIdReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description spoilers, offensive (hateful, abusive), spam (advertising, links), off-topic (not about the film), other
                     * @enum {string}
                     */
                    reason: "spoilers" | "offensive" | "spam" | "off-topic" | "other";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReviews: {
        parameters: {
            query?: {
                /** @description Text found in the review, the film’s title, the author’s name or e-mail, or the booking reference */
                q?: string;
                /** @description true: only reviews customers reported */
                reported?: boolean;
                /** @description Default all */
                status?: "visible" | "hidden" | "all";
                /** @description Default 1 */
                page?: number;
                /** @description Default 20 */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Reported reviews still shown first (most reports first), then newest first */
                        items: {
                            id: number;
                            rating: number;
                            /** @description Plain text */
                            text: string | null;
                            /** @description ISO 8601 instant */
                            createdAt: string;
                            movie: {
                                id: number;
                                title: string;
                            };
                            /** @description Where the author saw the film */
                            cinema: {
                                id: number;
                                name: string;
                            };
                            bookingId: number;
                            bookingReference: string;
                            author: {
                                id: number;
                                name: string;
                                email: string;
                                /** @description How customers see the author */
                                shownAs: string;
                            };
                            reportCount: number;
                            /** @description The reasons given, most given first */
                            reportReasons: string[];
                            /** @description ISO 8601 instant */
                            lastReportedAt: string | null;
                            /** @description ISO 8601 instant */
                            hiddenAt: string | null;
                            hiddenBy: {
                                id: number;
                                name: string;
                            } | null;
                            hideReason: string | null;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminReviewsByIdHide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        rating: number;
                        /** @description Plain text */
                        text: string | null;
                        /** @description ISO 8601 instant */
                        createdAt: string;
                        movie: {
                            id: number;
                            title: string;
                        };
                        /** @description Where the author saw the film */
                        cinema: {
                            id: number;
                            name: string;
                        };
                        bookingId: number;
                        bookingReference: string;
                        author: {
                            id: number;
                            name: string;
                            email: string;
                            /** @description How customers see the author */
                            shownAs: string;
                        };
                        reportCount: number;
                        /** @description The reasons given, most given first */
                        reportReasons: string[];
                        /** @description ISO 8601 instant */
                        lastReportedAt: string | null;
                        /** @description ISO 8601 instant */
                        hiddenAt: string | null;
                        hiddenBy: {
                            id: number;
                            name: string;
                        } | null;
                        hideReason: string | null;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminReviewsByIdUnhide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        rating: number;
                        /** @description Plain text */
                        text: string | null;
                        /** @description ISO 8601 instant */
                        createdAt: string;
                        movie: {
                            id: number;
                            title: string;
                        };
                        /** @description Where the author saw the film */
                        cinema: {
                            id: number;
                            name: string;
                        };
                        bookingId: number;
                        bookingReference: string;
                        author: {
                            id: number;
                            name: string;
                            email: string;
                            /** @description How customers see the author */
                            shownAs: string;
                        };
                        reportCount: number;
                        /** @description The reasons given, most given first */
                        reportReasons: string[];
                        /** @description ISO 8601 instant */
                        lastReportedAt: string | null;
                        /** @description ISO 8601 instant */
                        hiddenAt: string | null;
                        hiddenBy: {
                            id: number;
                            name: string;
                        } | null;
                        hideReason: string | null;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSearch: {
        parameters: {
            query?: {
                /** @description What the customer typed: film titles, languages, genres, cast and crew, cinema names, addresses and cities, typos forgiven */
                q?: string;
                /** @description The customer’s city: films playing there and its cinemas come first within each rank */
                city?: string;
                /** @description Most films listed; capped at 1000 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rendered once per text, city and limit for up to 30 s, with Cache-Control and a strong ETag (304 when If-None-Match names it) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Films still in the catalogue, best match first (the same list as /movies/search) */
                        movies: components["schemas"]["Movie"][];
                        /** @description Cinemas with shows ahead, best match first */
                        cinemas: {
                            /** @description Its page is /cinemas/{id} */
                            id: number;
                            name: string;
                            city: string;
                            /** @description Street address, e.g. "Lower Parel, Mumbai" */
                            address: string;
                        }[];
                        /** @description When no film matched: the closest titles ("Did you mean …"), closest first; else empty */
                        suggestions: string[];
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description As the cinemas spell it, e.g. "Chennai" */
                        name: string;
                        /** @description Cinemas with live shows */
                        cinemas: number;
                        /** @description Films with live shows */
                        movies: number;
                        /** @description Live shows ahead */
                        shows: number;
                    }[];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMoviesBrowse: {
        parameters: {
            query?: {
                /** @description A city with a ReelTime cinema (see GET /cities); without it, every city */
                city?: string;
                /** @description Language of the shows (of the film, when coming soon), comma-separated for several (any of them), e.g. "Tamil,Hindi"; case ignored */
                language?: string;
                /** @description Genre, comma-separated for several (any of them), e.g. "Action,Drama"; case ignored */
                genre?: string;
                /** @description Show format: 2D, 3D, IMAX or 4DX, comma-separated for several (any of them) */
                format?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The city as the cinemas spell it; null: every city */
                        city: string | null;
                        /** @description Films with live shows ahead in the city, newest release first */
                        nowShowing: {
                            id: number;
                            title: string;
                            description: string;
                            /** @description Absolute URL of the film’s uploaded poster (480 wide, WebP), else of the poster the API generates */
                            thumbnail: string;
                            /** @description YouTube watch URL, or null */
                            trailer: string | null;
                            /** @description Minutes */
                            duration: number;
                            certification: string | null;
                            language: string | null;
                            /** @description Comma-separated, e.g. "Action, Drama" */
                            genre: string;
                            /** @description yyyy-mm-dd */
                            releaseDate: string | null;
                            rating?: components["schemas"]["Rating"] | null;
                            /** @description Formats of its live shows in the city ([] when coming soon) */
                            formats: ("2D" | "3D" | "IMAX" | "4DX")[];
                            /** @description Live shows ahead in the city */
                            shows: number;
                        }[];
                        /** @description Films without shows in the city yet (release date ahead or not scheduled there), soonest release first */
                        comingSoon: {
                            id: number;
                            title: string;
                            description: string;
                            /** @description Absolute URL of the film’s uploaded poster (480 wide, WebP), else of the poster the API generates */
                            thumbnail: string;
                            /** @description YouTube watch URL, or null */
                            trailer: string | null;
                            /** @description Minutes */
                            duration: number;
                            certification: string | null;
                            language: string | null;
                            /** @description Comma-separated, e.g. "Action, Drama" */
                            genre: string;
                            /** @description yyyy-mm-dd */
                            releaseDate: string | null;
                            rating?: components["schemas"]["Rating"] | null;
                            /** @description Formats of its live shows in the city ([] when coming soon) */
                            formats: ("2D" | "3D" | "IMAX" | "4DX")[];
                            /** @description Live shows ahead in the city */
                            shows: number;
                        }[];
                        facets: {
                            /** @description Most films first */
                            languages: {
                                value: string;
                                /** @description Films listed (now showing and coming soon) with this value chosen, the other filters kept */
                                count: number;
                            }[];
                            /** @description Most films first */
                            genres: {
                                value: string;
                                /** @description Films listed (now showing and coming soon) with this value chosen, the other filters kept */
                                count: number;
                            }[];
                            /** @description Always 2D, 3D, IMAX, 4DX, in that order */
                            formats: {
                                value: string;
                                /** @description Films listed (now showing and coming soon) with this value chosen, the other filters kept */
                                count: number;
                            }[];
                        };
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMoviesByIdCities: {
        parameters: {
            query?: {
                /** @description The customer’s city */
                city?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The city asked about, as the cinemas spell it */
                        city: string | null;
                        /** @description Live shows of the film ahead in that city */
                        showsInCity: number;
                        /** @description Other cities with live shows of the film, most shows first */
                        nearest: {
                            name: string;
                            cinemas: number;
                            shows: number;
                        }[];
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUserMovieAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        movieId: number;
                        city: string;
                        /** Format: date-time */
                        createdAt: string;
                    }[];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUserMovieAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    movieId: number;
                    /** @description The city to hear about */
                    city: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        movieId: number;
                        city: string;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUserMovieAlertsByMovieId: {
        parameters: {
            query?: {
                /** @description Only the alert for this city */
                city?: string;
            };
            header?: never;
            path: {
                movieId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCinemas: {
        parameters: {
            query?: {
                /** @description Only the cinemas of this city (case and surrounding spaces ignored); empty or absent: every city */
                city?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rendered once and served with Cache-Control and a strong ETag (304 when If-None-Match names it) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description e.g. "Mumbai" */
                        city: string;
                        /** @description The street address line, e.g. "Lower Parel, Mumbai" */
                        address: string;
                        /** @description A map search for the cinema’s name and address (Google Maps; opens the maps app on phones) */
                        mapUrl: string;
                        /** @description e.g. "Parking", "Food & beverages", "Wheelchair access" */
                        facilities: string[];
                    }[];
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCinemasById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rendered once and served with Cache-Control and a strong ETag (304 when If-None-Match names it) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description e.g. "Mumbai" */
                        city: string;
                        /** @description The street address line, e.g. "Lower Parel, Mumbai" */
                        address: string;
                        /** @description A map search for the cinema’s name and address (Google Maps; opens the maps app on phones) */
                        mapUrl: string;
                        /** @description e.g. "Parking", "Food & beverages", "Wheelchair access" */
                        facilities: string[];
                        /** @description IANA zone of the show dates and times, e.g. Asia/Kolkata */
                        timeZone: string;
                        accessibility: {
                            /** @description Wheelchair spaces across the cinema’s screens (from their seat layouts) */
                            wheelchairSpaces: number;
                            /** @description Companion seats beside those spaces */
                            companionSeats: number;
                            /** @description Screens of the cinema */
                            screens: number;
                            /** @description Screens with at least one wheelchair space */
                            screensWithWheelchairSpaces: number;
                            /** @description The facilities that concern access, e.g. "Wheelchair access", "Hearing loop" */
                            features: string[];
                        };
                        /** @description The cinema’s cancellation policy */
                        cancellationPolicy: {
                            /** @description A booking may be cancelled until this many minutes before the show (0: until it starts) */
                            cutoffMinutes: number;
                            /** @description Share of the ticket price refunded on such a cancellation */
                            refundPercent: number;
                        };
                        /** @description The days (yyyy-mm-dd, cinema time) with shows ahead, from today, ascending */
                        showDates: string[];
                        /** @description Every film with shows ahead here in the coming days, by title */
                        films: {
                            /** @description The movie’s id */
                            id: number;
                            title: string;
                            /** @description Absolute URL of the film’s poster */
                            thumbnail: string;
                            /** @description Minutes */
                            duration: number;
                            certification: string | null;
                            /** @description The film’s languages, comma-separated */
                            language: string | null;
                            /** @description Comma-separated */
                            genre: string;
                            /** @description Its shows at this cinema still ahead, by date then time */
                            shows: {
                                /** @description The show’s id: what seat selection and payment take */
                                slotId: number;
                                /** @description Same as slotId */
                                id: number;
                                /** @description yyyy-mm-dd, cinema time */
                                showDate: string;
                                /** @description HH:mm, cinema time */
                                startTime: string;
                                /** @description The start as ISO 8601 with the cinema’s UTC offset, e.g. 2025-01-31T19:30:00+05:30 */
                                startsAt: string;
                                /** @description e.g. "Screen 2" */
                                screenName: string;
                                /** @description 2D, 3D, IMAX or 4DX */
                                format: string;
                                /** @description Language of the sound track */
                                audioLanguage: string | null;
                                /** @description Language of the subtitles, or null for none */
                                subtitles: string | null;
                                /** @description Cheapest seat of the show, rupees */
                                minPrice: number | null;
                                /** @description Dearest seat of the show, rupees */
                                maxPrice: number | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWaitingRoomByShowId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                showId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        showId: number;
                        /** @description NO_QUEUE: the show is sold without a waiting room, book at once (a show that has started has no queue either). NOT_JOINED: sign in and join. BEFORE_ON_SALE: joined; places are drawn at random among everyone who joined by the on-sale moment. WAITING: numbered, waiting for its turn. ADMITTED: send `admissionToken` as the X-Admission-Token header of holds and payments of this show (ask again for a fresh one). */
                        state: "NO_QUEUE" | "NOT_JOINED" | "BEFORE_ON_SALE" | "WAITING" | "ADMITTED";
                        /**
                         * Format: date-time
                         * @description When sales open, on the cinema’s clock: ISO 8601 with the cinema’s UTC offset (2026-12-01T09:30:00+05:30), as show times are
                         */
                        onSaleAt: string | null;
                        /** @description The caller’s place among those still waiting (1 is next); null unless WAITING */
                        position: number | null;
                        /** @description Accounts still waiting before the caller; null unless WAITING */
                        peopleAhead: number | null;
                        /** @description Until the caller’s turn (WAITING), or until the on-sale moment (BEFORE_ON_SALE) */
                        estimatedWaitSeconds: number | null;
                        admissionToken: string | null;
                        /**
                         * Format: date-time
                         * @description Until when the admission token is valid, with the cinema’s UTC offset; null unless ADMITTED
                         */
                        admissionExpiresAt: string | null;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWaitingRoomByShowIdJoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                showId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        showId: number;
                        /** @description NO_QUEUE: the show is sold without a waiting room, book at once (a show that has started has no queue either). NOT_JOINED: sign in and join. BEFORE_ON_SALE: joined; places are drawn at random among everyone who joined by the on-sale moment. WAITING: numbered, waiting for its turn. ADMITTED: send `admissionToken` as the X-Admission-Token header of holds and payments of this show (ask again for a fresh one). */
                        state: "NO_QUEUE" | "NOT_JOINED" | "BEFORE_ON_SALE" | "WAITING" | "ADMITTED";
                        /**
                         * Format: date-time
                         * @description When sales open, on the cinema’s clock: ISO 8601 with the cinema’s UTC offset (2026-12-01T09:30:00+05:30), as show times are
                         */
                        onSaleAt: string | null;
                        /** @description The caller’s place among those still waiting (1 is next); null unless WAITING */
                        position: number | null;
                        /** @description Accounts still waiting before the caller; null unless WAITING */
                        peopleAhead: number | null;
                        /** @description Until the caller’s turn (WAITING), or until the on-sale moment (BEFORE_ON_SALE) */
                        estimatedWaitSeconds: number | null;
                        admissionToken: string | null;
                        /**
                         * Format: date-time
                         * @description Until when the admission token is valid, with the cinema’s UTC offset; null unless ADMITTED
                         */
                        admissionExpiresAt: string | null;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminShowsByIdOnSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        onSale: {
                            showId: number;
                            /** Format: date-time */
                            onSaleAt: string;
                            admitPerMinute: number;
                            started: boolean;
                            joined: number;
                        } | null;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminShowsByIdOnSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    onSaleAt: string;
                    /** @description Customers let through a minute (default 30) */
                    admitPerMinute?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        showId: number;
                        /** Format: date-time */
                        onSaleAt: string;
                        admitPerMinute: number;
                        started: boolean;
                        joined: number;
                    };
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the API accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminShowsByIdOnSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed, or the show had no waiting room */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (signed out, expired, or issued before a password change) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDevOutbox: {
        parameters: {
            query?: {
                /** @description Email or phone */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        to: string;
                        channel: "email" | "sms";
                        subject: string;
                        text: string;
                        sentAt: string;
                        attachments: {
                            filename: string;
                            contentType: string;
                            /** @description Bytes */
                            size: number;
                            /** @description Path of the attachment’s bytes on this API */
                            url: string;
                        }[];
                    }[];
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDevOutboxByIdAttachmentsByIndex: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                index: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachment: a booking mail’s ticket PDF or calendar invite */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/calendar": string;
                };
            };
            /** @description The path, query or body is not valid (the message names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or account: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
