import { KeyboardSensor, type KeyboardSensorProps, type SensorInstance } from '@dnd-kit/core';

/**
 * dnd-kit's keyboard sensor, minus its blind moment. It listens for the arrow keys only from the timer tick
 * after the key that picked the element up (so that key is not read as a drop at once); a key pressed in
 * between was lost and the drag stayed where it began — a fast typist, a switch device or a busy machine,
 * where input events run before timers, all hit it. Keys of that moment are held back here and handed to
 * dnd-kit, in order, as soon as it listens.
 */
export class EagerKeyboardSensor implements SensorInstance {
  static activators = KeyboardSensor.activators;
  private readonly inner: KeyboardSensor;

  constructor(props: KeyboardSensorProps) {
    const target = props.event.target;
    const document = target instanceof Node ? (target.ownerDocument ?? window.document) : window.document;
    const held: KeyboardEvent[] = [];
    // Capture on the document: this runs before anything else sees the key. The picking-up key is past it.
    const hold = (event: KeyboardEvent) => {
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push(event);
    };
    document.addEventListener('keydown', hold, true);
    this.inner = new KeyboardSensor(props);
    // Timers run in the order they were set: dnd-kit's own, set just now, has run when this one does.
    setTimeout(() => {
      document.removeEventListener('keydown', hold, true);
      for (const event of held) document.dispatchEvent(replay(event));
    });
  }

  get autoScrollEnabled(): boolean {
    return this.inner.autoScrollEnabled;
  }
}

function replay(event: KeyboardEvent): KeyboardEvent {
  const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
  return new KeyboardEvent('keydown', {
    key,
    code,
    shiftKey,
    ctrlKey,
    altKey,
    metaKey,
    bubbles: true,
    cancelable: true,
  });
}
