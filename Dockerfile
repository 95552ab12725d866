# sdkgen: one static binary on a small base image. The default command runs the GitHub App (sdkgen serve); any
# other command works too: docker run IMAGE generate ...
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
# modernc.org/sqlite is pure Go, so the binary needs no C library.
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/sdkgen ./cmd/sdkgen && mkdir -p /out/data

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/sdkgen /usr/local/bin/sdkgen
# The working directory holds the default SQLite database (SDKGEN_DATABASE_URL=sqlite://sdkgen.db): mount a
# volume there to keep it across containers.
COPY --from=build --chown=65532:65532 /out/data /data
WORKDIR /data
VOLUME /data
USER nonroot:nonroot
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/sdkgen"]
CMD ["serve"]
