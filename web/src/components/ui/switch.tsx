import type { ComponentProps } from 'react';
import './switch.css';

/** An on/off switch: a checkbox with the switch role, so it is announced as "on"/"off" rather than "checked". */
export function Switch(props: Omit<ComponentProps<'input'>, 'type' | 'role' | 'className'>) {
  return <input type="checkbox" role="switch" className="ui-switch" {...props} />;
}
