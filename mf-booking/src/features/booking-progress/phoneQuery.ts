/** The booking pages' phone layout (sticky Proceed and Pay bars): below 900 px, for shared-lib's `useMediaMatch`. */
export const PHONE_QUERY = '(max-width: 899.95px)';
