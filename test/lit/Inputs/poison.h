#error "poisoned by a flag after --"
