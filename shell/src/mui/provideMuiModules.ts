/**
 * Every MUI module any ReelTime app imports, so the shell's build provides each one to the share
 * scope and every page gets the shell's copy (one MUI per page). Nothing calls this at start-up:
 * the imports only make the modules part of the shell's build. A remote that uses a module not
 * listed here still works (it falls back to its own copy); add the module here in the same release.
 * `@mui/material/SvgIcon` is what every `@mui/icons-material` icon imports.
 */
export function provideMuiModules(): Promise<unknown>[] {
  return [
    import('@mui/material/Alert'),
    import('@mui/material/AppBar'),
    import('@mui/material/Box'),
    import('@mui/material/Button'),
    import('@mui/material/ButtonBase'),
    import('@mui/material/Card'),
    import('@mui/material/Chip'),
    import('@mui/material/CircularProgress'),
    import('@mui/material/Container'),
    import('@mui/material/Dialog'),
    import('@mui/material/DialogActions'),
    import('@mui/material/DialogContent'),
    import('@mui/material/DialogContentText'),
    import('@mui/material/DialogTitle'),
    import('@mui/material/Divider'),
    import('@mui/material/Fab'),
    import('@mui/material/FormControl'),
    import('@mui/material/FormControlLabel'),
    import('@mui/material/FormHelperText'),
    import('@mui/material/FormLabel'),
    import('@mui/material/IconButton'),
    import('@mui/material/InputAdornment'),
    import('@mui/material/InputLabel'),
    import('@mui/material/Link'),
    import('@mui/material/MenuItem'),
    import('@mui/material/OutlinedInput'),
    import('@mui/material/Paper'),
    import('@mui/material/Radio'),
    import('@mui/material/RadioGroup'),
    import('@mui/material/Skeleton'),
    import('@mui/material/Stack'),
    import('@mui/material/Step'),
    import('@mui/material/StepLabel'),
    import('@mui/material/Stepper'),
    import('@mui/material/SvgIcon'),
    import('@mui/material/Tab'),
    import('@mui/material/Tabs'),
    import('@mui/material/TextField'),
    import('@mui/material/Toolbar'),
    import('@mui/material/Typography'),
    import('@mui/material/styles'),
    import('@mui/material/useMediaQuery'),
  ];
}
