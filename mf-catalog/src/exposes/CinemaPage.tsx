import { CinemaPage } from '../features/cinemas/components/CinemaPage';

export default CinemaPage;
