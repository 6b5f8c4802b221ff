import { ROW_LABEL_WIDTH } from '../hooks/useMapZoom';
import './seatMap.css';

/** The screen, above row A, with the cinema's "All eyes this way". */
export function ScreenGraphic() {
  return (
    <div className="rt-bk-screen" style={{ paddingLeft: ROW_LABEL_WIDTH }}>
      <div className="rt-bk-screen__arc" aria-hidden />
      <p className="rt-bk-screen__caption">All eyes this way</p>
    </div>
  );
}
