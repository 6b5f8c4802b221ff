import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import type { ShowOccupancy } from '../api/getSalesReport';

const PAGE_SIZE = 25;

/** Every show dated in the range: seats of its screen, sold, held right now, admitted and how full it is. */
export function OccupancyTable({ shows }: { shows: ShowOccupancy[] }) {
  const [page, setPage] = useState(0);
  const lastPage = Math.max(0, Math.ceil(shows.length / PAGE_SIZE) - 1);
  const shown = shows.slice(Math.min(page, lastPage) * PAGE_SIZE, (Math.min(page, lastPage) + 1) * PAGE_SIZE);
  return (
    <>
      <TableContainer tabIndex={0} sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Occupancy per show">
          <TableHead>
            <TableRow>
              {['Show', 'Cinema', 'Screen', 'Movie', 'Capacity', 'Sold', 'Held', 'Admitted', 'Occupancy'].map(
                (label, index) => (
                  <TableCell key={label} component="th" scope="col" align={index >= 4 ? 'right' : 'left'}>
                    {label}
                  </TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {shows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={9}>No shows in these days.</TableCell>
              </TableRow>
            ) : (
              shown.map((show) => (
                <TableRow key={show.showId}>
                  <TableCell component="th" scope="row">
                    {show.showDate} {show.startTime}
                    {show.cancelled ? ' (cancelled)' : ''}
                  </TableCell>
                  <TableCell>{show.cinema.name}</TableCell>
                  <TableCell>{show.screen}</TableCell>
                  <TableCell>{show.movie.title}</TableCell>
                  <TableCell align="right">{show.capacity}</TableCell>
                  <TableCell align="right">{show.sold}</TableCell>
                  <TableCell align="right">{show.held}</TableCell>
                  <TableCell align="right">{show.admitted}</TableCell>
                  <TableCell align="right">{show.occupancyPercent.toFixed(1)}%</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {shows.length > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={shows.length}
          page={Math.min(page, lastPage)}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      )}
    </>
  );
}
