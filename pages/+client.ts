// https://vike.dev/client — the browser entry; hydration lives in src/client.
import { start } from '../src/client/entry.tsx';

void start();
