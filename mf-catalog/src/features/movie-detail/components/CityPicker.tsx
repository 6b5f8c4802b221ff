import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';

/** The cities the movie plays in; the pressed one is the customer's city (picking one chooses it for the whole site). */
export function CityPicker({
  cities,
  selected,
  onPick,
}: {
  cities: string[];
  selected: string | null;
  onPick: (city: string) => void;
}) {
  return (
    <Box role="group" aria-label="City" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {cities.map((city) => {
        const active = city === selected;
        return (
          <Button
            key={city}
            aria-pressed={active}
            variant={active ? 'contained' : 'outlined'}
            color={active ? 'primary' : 'inherit'}
            size="small"
            startIcon={<PlaceOutlinedIcon />}
            onClick={() => onPick(city)}
            sx={{ borderRadius: 5, px: 1.75 }}
          >
            {city}
          </Button>
        );
      })}
    </Box>
  );
}
