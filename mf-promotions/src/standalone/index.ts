// Standalone entry: an async boundary first, so Module Federation can negotiate the shared singletons before use.
void import('./bootstrap');
