import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation, eventBus, LoadingState, MovieGrid } from '@reeltime/shared-lib';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ClearIcon from '@mui/icons-material/Clear';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useCatalogueSearch, type SearchState } from '../api/searchCatalogue';
import { CinemaResults } from './CinemaResults';
import { DidYouMean } from './DidYouMean';
import { prefetchMoviePage } from '../../movies/utils/prefetchMoviePage';

const closeSearch = () => eventBus.emit({ type: 'search:close' });

function Notice({
  icon,
  title,
  hint,
  children,
}: {
  icon: ReactNode;
  title: string;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <Stack
      spacing={1}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 }, color: 'text.secondary' }}
    >
      {icon}
      <Typography variant="h6" component="p" color="text.primary">
        {title}
      </Typography>
      {hint && <Typography>{hint}</Typography>}
      {children}
    </Stack>
  );
}

function NoMovies({ suggestions, onPick }: { suggestions: readonly string[]; onPick: (title: string) => void }) {
  return (
    <Notice
      icon={<SearchOffIcon sx={{ fontSize: 48 }} />}
      title="No movies found"
      hint="Try searching with different keywords"
    >
      <DidYouMean suggestions={suggestions} onPick={onPick} />
    </Notice>
  );
}

function ResultGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1.5, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function SearchResults({
  state,
  onRetry,
  onPick,
}: {
  state: SearchState;
  onRetry: () => void;
  onPick: (title: string) => void;
}) {
  switch (state.status) {
    case 'idle':
      return <Notice icon={<SearchIcon sx={{ fontSize: 48 }} />} title="Start typing to search movies" />;
    case 'loading':
      return <LoadingState label="Searching movies..." />;
    case 'error':
      return (
        <Box role="alert">
          <Notice
            icon={<SearchOffIcon color="error" sx={{ fontSize: 48 }} />}
            title="Failed to search movies. Please try again."
          >
            <Link component="button" variant="body1" onClick={onRetry}>
              Try again
            </Link>
          </Notice>
        </Box>
      );
    case 'done': {
      const { movies, cinemas, suggestions } = state;
      if (movies.length === 0 && cinemas.length === 0) return <NoMovies suggestions={suggestions} onPick={onPick} />;
      return (
        <Stack spacing={4}>
          <ResultGroup title="Movies">
            {movies.length > 0 ? (
              <Stack spacing={2}>
                <Typography color="text.secondary">Found {movies.length} movie(s)</Typography>
                <MovieGrid movies={movies} label="Search results" onOpen={prefetchMoviePage} />
              </Stack>
            ) : (
              <NoMovies suggestions={suggestions} onPick={onPick} />
            )}
          </ResultGroup>
          {cinemas.length > 0 && (
            <ResultGroup title="Cinemas">
              <CinemaResults cinemas={cinemas} />
            </ResultGroup>
          )}
        </Stack>
      );
    }
  }
}

/**
 * Full-screen search. The shell mounts it while search is open; it asks to be closed
 * (`search:close`) on Escape, the close button, or once a result has been picked.
 */
export function SearchOverlay() {
  const { text, state, setText, searchNow, retry } = useCatalogueSearch();
  const inputRef = useRef<HTMLInputElement | null>(null);
  // Focus as soon as the input is attached: the dialog's portal mounts after the first commit.
  const attachInput = useCallback((input: HTMLInputElement | null) => {
    if (input && !inputRef.current) input.focus();
    inputRef.current = input;
  }, []);
  const location = useLocation();
  const [openedAt] = useState(location.key);

  // Any navigation from inside the overlay (card, Book Now, title link) means a result was picked.
  useEffect(() => {
    if (location.key !== openedAt) closeSearch();
  }, [location.key, openedAt]);

  return (
    <Dialog
      open
      fullScreen
      onClose={closeSearch}
      disableAutoFocus
      // No blur behind it: the full-screen paper hides the backdrop, and a blurred backdrop is drawn again on
      // every keystroke's frame.
      slotProps={{
        paper: { 'aria-label': 'Search movies', sx: { bgcolor: 'background.default', backgroundImage: 'none' } },
      }}
    >
      <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: { xs: 2, md: 4 } }}>
          <TextField
            inputRef={attachInput}
            fullWidth
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search for movies"
            autoComplete="off"
            slotProps={{
              htmlInput: { 'aria-label': 'Search for movies', enterKeyHint: 'search' },
              input: {
                sx: { fontSize: { xs: '1.1rem', md: '1.5rem' }, borderRadius: 3 },
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
                endAdornment: text ? (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label="Clear search"
                      edge="end"
                      onClick={() => {
                        setText('');
                        inputRef.current?.focus();
                      }}
                    >
                      <ClearIcon />
                    </IconButton>
                  </InputAdornment>
                ) : null,
              },
            }}
          />
          <IconButton aria-label="Close search" onClick={closeSearch} size="large">
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box aria-live="polite">
          <SearchResults
            state={state}
            onRetry={retry}
            onPick={(title) => {
              searchNow(title);
              inputRef.current?.focus();
            }}
          />
        </Box>
      </Container>
    </Dialog>
  );
}
