export const App = 1;
