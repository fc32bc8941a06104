// Security headers that every server of the site sends alike, the API and the game provider's own process
// (docs/security.md §5): each builds its content security policy itself, these two it shares.

/** Powerful features no page of the site uses (the game frame keeps autoplay and fullscreen, which it asks for). */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Two years, the preload list's minimum; only ever sent over TLS, where the browser will honour it. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';
