// Entry: an async boundary so Module Federation can negotiate the shared singletons before any of them runs.
import('./bootstrap');
