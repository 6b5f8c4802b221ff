import { HomePage } from '../features/home/components/HomePage';

export default HomePage;
