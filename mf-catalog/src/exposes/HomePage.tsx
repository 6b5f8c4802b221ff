import { HomePage } from '../features/home/components/HomePage';

export default HomePage;

/** Built from light components only: the shell renders it without loading MUI. */
export const usesMui = false;
