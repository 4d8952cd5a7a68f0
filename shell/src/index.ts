// Async boundary: the federation runtime and the shared singletons initialise before the app code runs.
import('./bootstrap');
