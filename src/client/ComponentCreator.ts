/**
 * Replaces `@docusaurus/ComponentCreator` in the client bundle (wired by src/plugins/client-runtime.ts): the
 * generated route table (`@generated/routes`) calls it once for every route of the site while `main.js` starts,
 * and core's version builds each route's loader there and then (flattening its chunk names, looking each up in
 * the registry, creating a react-loadable component) inside `main.js`'s long start-up task, a cost that grows with the page
 * count (PERFORMANCE.md). A page needs the loaders of the few routes
 * it matches. Here each route gets a small component that builds core's on first use: when the router renders
 * the route, or when `preload` (core's preload before hydration, a link's hover) asks for its chunks. Same
 * components, same chunks, same server render (the server bundle keeps core's).
 */
import {createElement, type ComponentType} from 'react';
import createLoadable from '@help-docs/original/ComponentCreator';

type RouteComponent = ComponentType<object> & {preload(): Promise<unknown>};

export default function ComponentCreator(path: string, hash: string): RouteComponent {
  let loadable: RouteComponent | undefined;
  const get = (): RouteComponent => (loadable ??= createLoadable(path, hash) as RouteComponent);
  const Route = (props: object) => createElement(get(), props);
  Route.preload = () => get().preload();
  return Route;
}
