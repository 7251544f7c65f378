const KEY = 'yolcu.device_id';

/** A random id kept on this device; it keeps a guest's notification read state (03 §5). */
export function getDeviceId(): string {
  let id = localStorage.getItem(KEY);
  if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    id = crypto.randomUUID().replaceAll('-', '');
    localStorage.setItem(KEY, id);
  }
  return id;
}

export function clearDeviceId() {
  localStorage.removeItem(KEY);
}
