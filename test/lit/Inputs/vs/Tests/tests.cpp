int tested() { return 1; }
