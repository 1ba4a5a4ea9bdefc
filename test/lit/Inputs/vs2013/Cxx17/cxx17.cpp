// LanguageStandard stdcpp17 (/std:c++17).
#if __cplusplus != 201703L
#error "parsed as another standard than the project's C++17"
#endif
int main() { return 0; }
