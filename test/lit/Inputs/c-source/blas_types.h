typedef int integer;
