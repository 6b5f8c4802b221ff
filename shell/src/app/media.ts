/** SPEC §9: the mobile layout applies below 640 px. Use in `sx` objects. */
export const MOBILE = '@media (max-width: 639.95px)';
export const DESKTOP = '@media (min-width: 640px)';
