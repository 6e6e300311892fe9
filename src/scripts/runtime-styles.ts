// Styles of what the client router and the service-worker registration show (progress bar,
// loader, load error, "new version" popup). They arrive with those scripts, after the page
// is idle, instead of in every page's stylesheet (see ./script-styles.ts).
import css from '../styles/runtime.css?inline';
import { addScriptStyles } from './script-styles';

export const addRuntimeStyles = (): void => addScriptStyles('dz-runtime-css', css);
