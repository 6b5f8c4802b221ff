// @mui/icons-material imports '@mui/material/SvgIcon'. Pointing that at the shared
// '@mui/material' barrel keeps one MUI (and one theme) per page instead of a second copy.
export { SvgIcon as default, createSvgIcon, svgIconClasses } from '@mui/material';
